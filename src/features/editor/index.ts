import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The quiz editor (/editor, /editor?q=), loaded as its own chunk. */
export const lazyEditorRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./EditorPage')).EditorPage,
});

/** /my's "New from file": the editor opens the imported quiz as a new, unsaved quiz. */
export { openImportedQuiz } from './importedQuiz';
