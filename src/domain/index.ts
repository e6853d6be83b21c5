// Loqi's domain core: pure TypeScript shared by the SPA and the Cloud Functions.
// No React, no Firebase, no browser or Node APIs here (lint enforces it).
export * from './constants';
export * from './game';
export * from './layout';
export * from './messages';
export * from './paths';
export * from './product';
export * from './question';
export * from './quiz';
export * from './user';
