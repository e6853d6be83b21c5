import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The signed-in user's quizzes (/my), loaded as its own chunk. */
export const lazyMyQuizzesRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./MyQuizzesPage')).MyQuizzesPage,
});

/** The quiz viewer (/view?q=), loaded as its own chunk. */
export const lazyQuizViewerRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./QuizViewerPage')).QuizViewerPage,
});
