// The addresses of the app's pages (SPEC §2), built here and nowhere else: every link, navigate() and
// redirect to a page takes its address from this module, so that a page's path or query is spelt once.
// Plain strings and no imports: the player's page (/join) links to the app's pages too, and must load
// neither the router nor the signed-in app (npm run bench:bundle).

/** The query parameter of /join that fills the room code: /join?code=asdfjklas (the host's QR code opens it). */
export const ROOM_CODE_PARAM = 'code';

/** `path` with `params` as its query, encoded as a form's fields are. */
const withQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** Each page's address, by what it shows; a page about one quiz or game takes its id. */
export const pageUrls = {
  home: '/',
  myQuizzes: '/my',
  quizViewer: (quizId: string) => withQuery('/view', { q: quizId }),
  hostQuiz: (quizId: string) => withQuery('/host', { q: quizId }),
  hostGame: (gameId: string) => withQuery('/host', { s: gameId }),
  newQuiz: '/editor',
  editQuiz: (quizId: string) => withQuery('/editor', { q: quizId }),
  settings: '/settings',
  /** The host's reports of past games, and one game's report. */
  reports: '/reports',
  report: (gameId: string) => `/reports/${encodeURIComponent(gameId)}`,
  forgotPassword: '/forgot',
  /** Explore, searching for `searchText`; with none it lists what others have shared. */
  explore: (searchText = '') => withQuery('/search', { q: searchText }),
  terms: '/terms',
  privacy: '/privacy',
  about: '/about',
  help: (topic: string) => `/help/${topic}`,
  join: '/join',
  joinWithCode: (roomCode: string) => withQuery('/join', { [ROOM_CODE_PARAM]: roomCode }),
  /** The home page with the Log In modal open, going to `returnTo` once signed in (SPEC §2, §6). */
  logIn: (returnTo: string) => withQuery('/', { login: 'true', redirect: returnTo }),
  /** The Log In modal going back to /settings, its redirect written out as SPEC §2 writes it. */
  logInToSettings: '/?login=true&redirect=/settings',
} as const;

/** A page's full address on this site, for what leaves the app: a shared link, the join page on the big screen. */
export const absoluteUrl = (pageUrl: string) => new URL(pageUrl, window.location.origin).href;
