// Loqi's domain core: pure TypeScript shared by the SPA and the Cloud Functions.
// No React, no Firebase, no browser or Node APIs here (lint enforces it).
export * from './accounts';
export * from './answers';
export * from './constants';
export * from './convertQuestion';
export * from './game';
export * from './inputs';
export * from './layout';
export * from './library';
export * from './messages';
export * from './newAccount';
export * from './paths';
export * from './points';
export * from './product';
export * from './question';
export * from './quiz';
export * from './quizRules';
export * from './quizStorage';
export * from './quizValidation';
export * from './quizWrites';
export * from './roomCode';
export * from './scoring';
export * from './searchIndex';
export * from './templates';
export * from './timing';
export * from './user';
export * from './video';
