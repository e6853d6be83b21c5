import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { StatusScreen } from '@/common/components/StatusScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { screenTexts, documentTitle } from '@/domain';
import { pageReloading } from './preloadRecovery';
import { ScreenLoading } from './ScreenLoading';

/** What an unexpected failure while loading or drawing a screen shows, inside the header and footer. */
export function ErrorScreen() {
  const error = useRouteError();
  // A screen whose chunk a deploy took away fails while the page already loads anew (preloadRecovery.ts).
  const reloading = pageReloading();
  useDocumentTitle(documentTitle('Error'));

  // React logs render errors itself, but a failing loader or lazy import would otherwise leave no trace.
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  if (reloading) return <ScreenLoading />;
  return <StatusScreen mark="!" message={screenTexts.unexpectedError} />;
}

/** The same screen for a failure of the shell itself, which then cannot frame it. */
export function StandaloneErrorScreen() {
  return (
    <main className="site-main shell-container">
      <ErrorScreen />
    </main>
  );
}
