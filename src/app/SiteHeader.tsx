import { Link, useLocation, useNavigation, type To } from 'react-router-dom';
import { LoqiMark } from '@/common/components/LoqiMark';
import { PRODUCT_NAME } from '@/domain';

/** The current page with ?login=true added, which opens the Log In dialog over it (SPEC §2). */
function useLogInLocation(): To {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('login', 'true');
  return { pathname, search: `?${params.toString()}` };
}

export function SiteHeader() {
  const logInLocation = useLogInLocation();
  const isNavigating = useNavigation().state !== 'idle';

  return (
    <header className="site-header">
      <div className="site-header-bar shell-container">
        <Link className="wordmark" to="/">
          <LoqiMark />
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Account">
          <Link className="button button-secondary" to={logInLocation}>
            Log In
          </Link>
        </nav>
      </div>
      {isNavigating && <div className="navigation-progress" role="progressbar" aria-label="Loading page" />}
    </header>
  );
}
