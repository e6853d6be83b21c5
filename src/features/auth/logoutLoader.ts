import { redirect } from 'react-router-dom';

/** Leaves /logout for the home page; signing out first arrives with authentication. */
export function logoutLoader() {
  return redirect('/');
}
