import { describe, expect, it } from 'vitest';
import { gamePaths, mainPaths, storagePaths } from './paths';

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
    [gamePaths.hostPlayer('g1', 'p1'), 'games/g1/hostInfo/players/p1'],
    [gamePaths.closedQuestion('g1'), 'games/g1/hostInfo/gameStatus/closedQuestion'],
    [gamePaths.secret('g1', 'p1'), 'games/g1/secrets/p1'],
    [gamePaths.answers('g1'), 'games/g1/answers'],
    [gamePaths.answer('g1', 'secret1'), 'games/g1/answers/secret1'],
    [gamePaths.playerName('g1', 'ann'), 'games/g1/names/ann'],
    [gamePaths.gameQuiz('g1'), 'gameQuizzes/g1'],
    [gamePaths.gameQuizQuestion('g1', 3), 'gameQuizzes/g1/questions/3'],
    [gamePaths.gameExpiry('g1'), 'gameExpiries/g1'],
    [gamePaths.submission('g1', 'p1'), 'games/g1/hostInfo/gameStatus/submitted/p1'],
    [gamePaths.ongoingRoom('asdfjklas'), 'ongoing/asdfjklas/id'],
    [storagePaths.quizUpload('f', 'a.png'), 'quizUploads/f/a.png'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });
});
