import { Link } from 'react-router-dom';
import { SUPPORT_MAILTO } from '@/common/contact';
import { PRODUCT_NAME } from '@/domain';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-bar shell-container">
        <nav aria-label="Legal and contact">
          <ul>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <a href={SUPPORT_MAILTO}>Contact</a>
            </li>
          </ul>
        </nav>
        <p>{PRODUCT_NAME} is free for everyone.</p>
      </div>
    </footer>
  );
}
