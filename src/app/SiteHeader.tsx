import { Link, useLocation, useNavigation, type To } from 'react-router-dom';
import { LoqiMark } from '@/common/components/LoqiMark';
import { pageUrls } from '@/common/urls';
import { PRODUCT_NAME } from '@/domain';
import { useAuthStatus, useUsername } from '@/features/auth';

/** The current page with ?login=true added, which opens the Log In dialog over it (SPEC §2). */
function useLogInLocation(): To {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('login', 'true');
  return { pathname, search: `?${params.toString()}` };
}

/** The username linking to the account page, or a Log In link (SPEC §2). */
function AccountLink() {
  const logInLocation = useLogInLocation();
  const status = useAuthStatus();
  const username = useUsername();

  if (username) {
    return (
      <Link className="button button-secondary header-username" to={pageUrls.settings}>
        {username}
      </Link>
    );
  }
  // Signed in, but the sign-up trigger has not written the record with the username yet.
  if (status === 'signedIn') {
    return (
      <Link className="button button-secondary" to={pageUrls.settings}>
        Account
      </Link>
    );
  }
  return (
    <Link className="button button-secondary" to={logInLocation}>
      Log In
    </Link>
  );
}

/** The host's reports of past games, for a signed-in visitor. */
function ReportsLink() {
  const status = useAuthStatus();
  if (status !== 'signedIn') return null;
  return (
    <Link className="button button-secondary" to={pageUrls.reports}>
      Reports
    </Link>
  );
}

export function SiteHeader() {
  const isNavigating = useNavigation().state !== 'idle';

  return (
    <header className="site-header">
      <div className="site-header-bar shell-container">
        <Link className="wordmark" to={pageUrls.home}>
          <LoqiMark />
          {PRODUCT_NAME}
        </Link>
        <nav className="header-account" aria-label="Account">
          <ReportsLink />
          <AccountLink />
        </nav>
      </div>
      {isNavigating && <div className="navigation-progress" role="progressbar" aria-label="Loading page" />}
    </header>
  );
}
