import type { ComponentType, ReactNode } from 'react';
import { SUPPORT_MAILTO } from '@/common/contact';
import { pageUrls } from '@/common/urls';
import { PRODUCT_NAME } from '@/domain';

/**
 * How the footer's links navigate: the router's Link inside the app; a plain anchor on the player's page,
 * which has no router and whose links load the app as a new document.
 */
export type FooterLink = ComponentType<{ to: string; children: ReactNode }>;

interface SiteFooterProps {
  link: FooterLink;
  /** Lead with a link home, for a frame without the header's wordmark (the player's screen). */
  homeLink?: boolean;
}

export function SiteFooter({ link: Link, homeLink = false }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer-bar shell-container">
        <nav aria-label="Legal and contact">
          <ul>
            {homeLink && (
              <li>
                <Link to={pageUrls.home}>Home</Link>
              </li>
            )}
            <li>
              <Link to={pageUrls.terms}>Terms</Link>
            </li>
            <li>
              <Link to={pageUrls.privacy}>Privacy</Link>
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
