import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  CallableAnswer,
  CallableName,
  CallablePayload,
  JoinAnswer,
  ValidatedPayload,
} from './callables';
import { KICK_PLAYERS_MAX } from './common/constants';
import type { QuizContent } from './quiz/quiz';
import { callableSchemas } from './validation/callableSchemas';

/** The callable functions of SPEC §7, in its order. */
const SPEC_CALLABLES = [
  'requestDeletion',
  'uploadQuizMedia',
  'deleteQuizMedia',
  'requestUsernameChange',
  'changeDefaultQuestion',
  'setUserTheme',
  'addLastUpdated',
  'searchQuizzes',
  'startGame',
  'startPlaying',
  'introQuestion',
  'startQuestion',
  'endQuestion',
  'kickPlayer',
  'joinGame',
  'addQuiz',
  'setQuiz',
];

describe('the callable contract', () => {
  it('has a payload schema for each callable of SPEC §7, viewQuiz, deleteReport, kickPlayers, setGameLock and pauseGame, and for nothing else', () => {
    expectTypeOf<keyof typeof callableSchemas>().toEqualTypeOf<CallableName>();
    expect(Object.keys(callableSchemas).sort()).toEqual(
      [...SPEC_CALLABLES, 'viewQuiz', 'deleteReport', 'kickPlayers', 'setGameLock', 'pauseGame'].sort(),
    );
  });

  it('types the payloads of SPEC §7 as a client sends them, defaults optional', () => {
    expectTypeOf<CallablePayload<'joinGame'>>().toEqualTypeOf<{ roomCode: string; username: string }>();
    expectTypeOf<CallablePayload<'addQuiz'>>().toEqualTypeOf<{ quiz: QuizContent }>();
    expectTypeOf<CallablePayload<'searchQuizzes'>>().toEqualTypeOf<{
      search: string;
      sort?: 'recent' | 'plays' | undefined;
      range?: { start: number; end: number } | undefined;
    }>();
    expectTypeOf<ValidatedPayload<'searchQuizzes'>['sort']>().toEqualTypeOf<'recent' | 'plays'>();
    expectTypeOf<CallableAnswer<'joinGame'>>().toEqualTypeOf<JoinAnswer>();
  });

  it('accepts a well-formed payload of each live-game callable and refuses unknown keys', () => {
    const gameID = '-Nabc123';
    expect(callableSchemas.joinGame.safeParse({ roomCode: 'abc', username: 'Ada' }).success).toBe(true);
    expect(callableSchemas.startPlaying.safeParse({ gameID, totalQuestions: 5 }).success).toBe(true);
    expect(callableSchemas.introQuestion.safeParse({ gameID, time: 5, questionNum: 0 }).success).toBe(true);
    expect(callableSchemas.startQuestion.safeParse({ gameID, questionNumber: 0 }).success).toBe(true);
    expect(callableSchemas.endQuestion.safeParse({ gameID, questionNumber: 0 }).success).toBe(true);
    expect(callableSchemas.kickPlayer.safeParse({ gameID, userID: '-Nplayer', extra: 1 }).success).toBe(
      false,
    );
  });

  it('takes 1 to KICK_PLAYERS_MAX player ids in one kickPlayers call, and a lock as a boolean', () => {
    const gameID = '-Nabc123';
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `-Nplayer${index}`);
    expect(callableSchemas.kickPlayers.safeParse({ gameID, userIDs: ids(1) }).success).toBe(true);
    expect(callableSchemas.kickPlayers.safeParse({ gameID, userIDs: ids(KICK_PLAYERS_MAX) }).success).toBe(
      true,
    );
    expect(callableSchemas.kickPlayers.safeParse({ gameID, userIDs: [] }).success).toBe(false);
    expect(
      callableSchemas.kickPlayers.safeParse({ gameID, userIDs: ids(KICK_PLAYERS_MAX + 1) }).success,
    ).toBe(false);
    expect(callableSchemas.kickPlayers.safeParse({ gameID, userIDs: ['a/b'] }).success).toBe(false);
    expect(callableSchemas.setGameLock.safeParse({ gameID, locked: true }).success).toBe(true);
    expect(callableSchemas.setGameLock.safeParse({ gameID, locked: 'yes' }).success).toBe(false);
    expect(callableSchemas.setGameLock.safeParse({ gameID }).success).toBe(false);
  });
});
