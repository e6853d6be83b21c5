import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnswerEntry, GameProgress, Player } from '../game/game';
import { decodeRoster } from '../game/players';
import type { QuizContent } from '../quiz/quiz';
import { gamePaths, mainPaths, storagePaths, type DbPath, type Untrusted } from './paths';

describe('paths of SPEC §3 and §7', () => {
  it.each([
    [mainPaths.user('u1'), 'users/u1'],
    [mainPaths.username('u1'), 'users/u1/info/username'],
    [mainPaths.userLastUpdated('u1'), 'users/u1/lastUpdated'],
    [mainPaths.userModerationRestrictions('u1'), 'users/u1/info/moderation/restrictions'],
    [mainPaths.userSettings('u1'), 'users/u1/settings'],
    [mainPaths.userTheme('u1'), 'users/u1/settings/theme'],
    [mainPaths.userNewQuestionTemplate('u1'), 'users/u1/settings/newQuestion'],
    [mainPaths.userNewQuizTemplate('u1'), 'users/u1/settings/newQuiz'],
    [mainPaths.usernameOwner('quiz,master'), 'usernames/quiz,master'],
    [mainPaths.userUploadedImages('u1'), 'users/u1/images/uploaded'],
    [mainPaths.userUploadedImage('u1', '-Nx'), 'users/u1/images/uploaded/-Nx'],
    [mainPaths.userCreatedQuizzes('u1'), 'users/u1/quizzes/created'],
    [mainPaths.userCreatedQuiz('u1', 'q1'), 'users/u1/quizzes/created/q1'],
    [mainPaths.quiz('q1'), 'quiz/loqs/q1'],
    [mainPaths.quizData('q1'), 'quiz/loqs/q1/content/data'],
    [mainPaths.searchEntry('q1'), 'search/quizzes/q1'],
    [mainPaths.searchTermEntries('cap'), 'search/terms/cap'],
    [mainPaths.searchTermEntry('cap', 'q1'), 'search/terms/cap/q1'],
    [mainPaths.searchListedEntries(), 'search/listed'],
    [mainPaths.searchListedEntry('q1'), 'search/listed/q1'],
    [mainPaths.quizContent('q1'), 'quiz/loqs/q1/content'],
    [mainPaths.quizOpened('q1'), 'quiz/loqs/q1/opened'],
    [gamePaths.hostInfo('g1'), 'games/g1/hostInfo'],
    [gamePaths.sharedInfo('g1'), 'games/g1/sharedInfo'],
    [gamePaths.player('g1', 'secret1'), 'games/g1/players/secret1'],
    [gamePaths.rosterPlayer('g1', 'p1'), 'games/g1/roster/p1'],
    [gamePaths.progress('g1'), 'games/g1/progress'],
    [gamePaths.scores('g1', 2), 'games/g1/scores/2'],
    [gamePaths.streaks('g1', 2), 'games/g1/streaks/2'],
    [gamePaths.kickedPlayer('g1', 'p1'), 'games/g1/kicked/p1'],
    [gamePaths.ongoingRoomSeats('asdfjklas', 's3'), 'ongoing/asdfjklas/seats/s3'],
    [gamePaths.closedQuestion('g1'), 'games/g1/hostInfo/gameStatus/closedQuestion'],
    [gamePaths.secret('g1', 'p1'), 'games/g1/secrets/p1'],
    [gamePaths.answers('g1'), 'games/g1/answers'],
    [gamePaths.answer('g1', 'secret1'), 'games/g1/answers/secret1'],
    [gamePaths.playerName('g1', 'ann'), 'games/g1/names/ann'],
    [gamePaths.gameQuiz('g1'), 'gameQuizzes/g1'],
    [gamePaths.gameQuizQuestion('g1', 3), 'gameQuizzes/g1/questions/3'],
    [gamePaths.gameExpiry('g1'), 'gameExpiries/g1'],
    [gamePaths.quizGame('q1', 'g1'), 'quizGames/q1/g1'],
    [gamePaths.submission('g1', 'p1'), 'games/g1/submitted/p1'],
    [gamePaths.ongoingRoom('asdfjklas'), 'ongoing/asdfjklas/id'],
    [gamePaths.gameStatusTime('g1'), 'games/g1/hostInfo/gameStatus/time'],
    [gamePaths.sharedFinal('g1'), 'games/g1/sharedInfo/gameStatus/final'],
    [gamePaths.gameQuizId('g1'), 'gameQuizzes/g1/quizID'],
    [gamePaths.serverTimeOffset(), '.info/serverTimeOffset'],
    [storagePaths.quizUpload('f', 'a.png'), 'quizUploads/f/a.png'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });
});

describe('DbPath: each path typed with what is stored there (checked by the typecheck)', () => {
  /** What a read of `path` gives (src/firebase/reads.ts, functions/src/reads.ts). */
  const readOf = <T>(_path: DbPath<T>): T | null => null;

  it('gives a read the type of what the server writes there', () => {
    expectTypeOf(readOf(gamePaths.progress('g1'))).toEqualTypeOf<GameProgress | null>();
    expectTypeOf(readOf(mainPaths.username('u1'))).toEqualTypeOf<string | null>();
  });

  it('gives what players write, or what the database stores in another shape, only through a decoder', () => {
    const answers = readOf(gamePaths.answers('g1'));
    expectTypeOf(answers).toEqualTypeOf<Untrusted<Record<string, AnswerEntry>> | null>();
    expectTypeOf(answers).not.toExtend<Record<string, AnswerEntry> | null>();
    expectTypeOf(readOf(mainPaths.quizContent('q1'))).not.toExtend<QuizContent | null>();
    expectTypeOf(decodeRoster(readOf(gamePaths.roster('g1')))).toEqualTypeOf<Record<string, Player>>();
  });

  it('takes no path built by hand', () => {
    // @ts-expect-error: a template string is no DbPath
    readOf(`${gamePaths.hostInfo('g1')}/options`);
    expect(() => readOf(gamePaths.hostInfo('g1'))).not.toThrow();
  });
});
