/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The production domain (e.g. loqi.app): its subdomains redirect to it (SPEC §2 host-name rule). */
  readonly VITE_MAIN_HOST?: string;
  /** Overrides the live-game database URL of a production build (default: the "{project}-games" instance). */
  readonly VITE_GAMES_DATABASE_URL?: string;
}

/** The local emulators' addresses in development builds; null in production builds. See vite.config.ts. */
declare const __LOQI_LOCAL_STACK__: import('./firebase/config').LocalStackAddresses | null;
