// The one Firebase app of the SPA and its services. Each service is imported on first use, so a
// screen downloads only the SDKs it needs (the player's /join never loads Auth).
import { type FirebaseApp, initializeApp } from 'firebase/app';
import { type FirebaseSetup, localSetup, productionSetup } from './config';

let setup: Promise<{ app: FirebaseApp; setup: FirebaseSetup }> | undefined;

/** The Firebase app, initialised once for the local stack or for the deployed project. */
export function firebaseApp(): Promise<{ app: FirebaseApp; setup: FirebaseSetup }> {
  setup ??= (async () => {
    const resolved = __LOQI_LOCAL_STACK__
      ? localSetup(__LOQI_LOCAL_STACK__, __LOQI_SETTINGS__)
      : await productionSetup(fetch, __LOQI_SETTINGS__);
    const app = initializeApp(resolved.options);
    if (resolved.appCheckSiteKey) await startAppCheck(app, resolved.appCheckSiteKey);
    return { app, setup: resolved };
  })();
  return setup;
}

/**
 * Attests every request of this page with App Check (reCAPTCHA Enterprise), for callables that enforce it
 * (LOQI_ENFORCE_APP_CHECK). Started before any service is used, so no request goes without a token; its SDK
 * is loaded only by a deploy that sets a site key.
 */
async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
