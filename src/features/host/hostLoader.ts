import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { pageUrls } from '@/common/urls';

export function hostLoader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  if (!searchParams.has('q') && !searchParams.has('s')) return redirect(pageUrls.explore());
  return null;
}
