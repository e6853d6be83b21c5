// What Vite's dev server (`npm start`) transforms as it starts: it otherwise transforms a module at its first
// request, so a screen first opened in a new tab (a game's report beside the podium, a phone's /join) waited
// for its modules' transforms. Both pages' entries and every screen, with all they import.
export const DEV_WARMUP_FILES = ['./src/main.tsx', './src/playerMain.tsx', './src/features/*/*Page.tsx'];

/**
 * Whether `npm start` warms up: the live game's function workers (stack/start.ts) and these transforms.
 * `LOQI_WARM_UP=0` skips both: a quicker start, a slower first game.
 */
export const warmUpWanted = (env: NodeJS.ProcessEnv = process.env): boolean => env.LOQI_WARM_UP !== '0';
