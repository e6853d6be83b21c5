import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The media query, where the browser has one (jsdom has no matchMedia). */
const reducedMotionQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the user asked for reduced motion (and stays current if they change it). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => reducedMotionQuery()?.matches ?? false);
}
