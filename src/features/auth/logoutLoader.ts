import { redirect } from 'react-router-dom';
import { pageUrls } from '@/common/urls';
import { signOutIfSignedIn } from './authGateway';

/** /logout has no screen: it signs out when someone is signed in, then goes home (SPEC §2). */
export async function logoutLoader() {
  try {
    await signOutIfSignedIn();
  } catch (error) {
    // Going home still beats an error screen; the header keeps showing who is signed in.
    console.error(error);
  }
  return redirect(pageUrls.home);
}
