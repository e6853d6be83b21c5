/// <reference types="vite/client" />

/** The local emulators' addresses in development builds; null in production builds. See vite.config.ts. */
declare const __LOQI_LOCAL_STACK__: import('./firebase/config').LocalStackAddresses | null;

/** The deploy settings of functions/.env, embedded into every build. See vite.config.ts. */
declare const __LOQI_SETTINGS__: import('./firebase/config').AppSettings;
