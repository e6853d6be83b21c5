import { Link } from 'react-router-dom';
import { SUPPORT_MAILTO } from '@/common/contact';
import { PRODUCT_NAME } from '@/domain/product';

interface SiteFooterProps {
  /** Lead with a link home, for a frame without the header's wordmark (the player's screen). */
  homeLink?: boolean;
}

export function SiteFooter({ homeLink = false }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer-bar shell-container">
        <nav aria-label="Legal and contact">
          <ul>
            {homeLink && (
              <li>
                <Link to="/">Home</Link>
              </li>
            )}
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
