// The host-name rule of SPEC §2: on a subdomain of the main site, a play subdomain goes to the main
// site's join page and any other subdomain (www., old names) to the main site's root.
import { pageUrls } from '@/common/urls';

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
  search: string;
}

/**
 * Where the browser must go instead, or null to stay. `mainHost` is the production domain, set at build
 * time as LOQI_MAIN_HOST (functions/.env); without it (local development, the project's web.app domains) nothing redirects,
 * since a subdomain of someone else's domain says nothing about ours.
 */
export function hostRedirectTarget(
  location: PageLocation,
  mainHost: string | null | undefined,
): string | null {
  if (!mainHost) return null;
  const host = location.hostname.toLowerCase();
  const main = mainHost.toLowerCase();
  if (host === main || !host.endsWith(`.${main}`)) return null;
  const origin = `${location.protocol}//${main}${location.port ? `:${location.port}` : ''}`;
  // The query goes along to the join page, so that a code in a shared link survives the redirect.
  return host.startsWith('play.')
    ? `${origin}${pageUrls.join}${location.search}`
    : `${origin}${pageUrls.home}`;
}
