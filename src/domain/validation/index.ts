// The domain's zod schemas: what the callables and the seed validate, and how a stored quiz is read back.
// Kept out of '@/domain' so that the player's phone never loads zod.
export * from './callableSchemas';
export * from './fieldSchemas';
export * from './quizStorage';
export * from './quizValidation';
export * from './saveProblem';
