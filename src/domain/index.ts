// Loqi's domain core: pure TypeScript shared by the SPA and the Cloud Functions, by subdomain.
// No React, no Firebase, no browser or Node APIs here (lint enforces it), and no zod: the player's phone
// loads from this barrel. The zod schemas are in ./validation (import '@/domain/validation').

// Texts, limits, keys and paths every part uses.
export * from './common/constants';
export * from './common/databaseInstances';
export * from './common/databaseKeys';
export * from './common/inputs';
export * from './common/messages';
export * from './common/paths';
export * from './common/product';
export * from './common/visibleText';

// Authoring: quizzes, questions and their kinds, the editor's rules.
export * from './quiz/answerKeys';
export * from './quiz/answers';
export * from './quiz/convertQuestion';
export * from './quiz/layout';
export * from './quiz/library';
export * from './quiz/points';
export * from './quiz/question';
export * from './quiz/questionEditing';
export * from './quiz/quiz';
export * from './quiz/quizEditing';
export * from './quiz/quizRules';
export * from './quiz/quizWrites';
export * from './quiz/templates';
export * from './quiz/uploads';
export * from './quiz/video';
export * from './quiz/questionKinds';

// Live games: setup, phases, engine, players and scoring.
export * from './game/game';
export * from './game/friendlyNames';
export * from './game/gameEngine';
export * from './game/gameOptions';
export * from './game/gamePhases';
export * from './game/pausing';
export * from './game/gameSetup';
export * from './game/questionsOnDevices';
export * from './game/players';
export * from './game/questionScoring';
export * from './game/roomCode';
export * from './game/scoring';
export * from './game/seats';
export * from './game/shuffle';
export * from './game/standingTexts';
export * from './game/timing';
export * from './game/typedAnswers';

// Game reports: what every player answered, for the host after the game.
export * from './report/report';
export * from './report/reportSheets';
export * from './report/reportView';

// Accounts, users and quotas.
export * from './account/accounts';
export * from './account/newAccount';
export * from './account/quotas';
export * from './account/user';

// Explore's search index.
export * from './search/searchIndex';

// The contract of every callable: its payload and its answer.
export * from './callables';
