import { redirect, type LoaderFunctionArgs } from 'react-router-dom';

/** Where a host without a quiz (neither ?q nor ?s) is sent to pick one (SPEC §2). */
const PICK_QUIZ_TO_HOST_PATH = '/search?q=';

export function hostLoader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  if (!searchParams.has('q') && !searchParams.has('s')) return redirect(PICK_QUIZ_TO_HOST_PATH);
  return null;
}
