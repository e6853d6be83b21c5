import { screenTexts } from '@/domain';

/** Fills the main area while the first screen's code loads; it fades in late so fast loads do not flash it. */
export function ScreenLoading() {
  return (
    <p className="screen-loading" role="status">
      {screenTexts.loading}
    </p>
  );
}

/** The same while the shell itself still loads, which then cannot frame it. */
export function StandaloneScreenLoading() {
  return (
    <main className="site-main shell-container">
      <ScreenLoading />
    </main>
  );
}
