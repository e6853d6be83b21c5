import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageUrls, ROOM_CODE_PARAM } from './urls';

describe('pageUrls', () => {
  it.each([
    ['home', pageUrls.home, '/'],
    ['myQuizzes', pageUrls.myQuizzes, '/my'],
    ['newQuiz', pageUrls.newQuiz, '/editor'],
    ['settings', pageUrls.settings, '/settings'],
    ['reports', pageUrls.reports, '/reports'],
    ['forgotPassword', pageUrls.forgotPassword, '/forgot'],
    ['terms', pageUrls.terms, '/terms'],
    ['privacy', pageUrls.privacy, '/privacy'],
    ['about', pageUrls.about, '/about'],
    ['join', pageUrls.join, '/join'],
    ['logInToSettings', pageUrls.logInToSettings, '/?login=true&redirect=/settings'],
  ])('%s is %j', (_, url, expected) => {
    expect(url).toBe(expected);
  });

  it('puts a quiz in ?q= of the viewer, the host screen and the editor', () => {
    expect(pageUrls.quizViewer('quiz1')).toBe('/view?q=quiz1');
    expect(pageUrls.hostQuiz('quiz1')).toBe('/host?q=quiz1');
    expect(pageUrls.editQuiz('quiz1')).toBe('/editor?q=quiz1');
  });

  it('puts a live game in ?s= of the host screen', () => {
    expect(pageUrls.hostGame('-Nx_game1')).toBe('/host?s=-Nx_game1');
  });

  it('puts a game in the path of its report, encoded', () => {
    expect(pageUrls.report('-Nx_game1')).toBe('/reports/-Nx_game1');
    expect(pageUrls.report('a/b?c#d')).toBe('/reports/a%2Fb%3Fc%23d');
  });

  it('encodes what a query could misread', () => {
    const quizId = 'a&b=c #d';
    const query = new URL(pageUrls.quizViewer(quizId), 'https://loqi.invalid').searchParams;
    expect([...query.entries()]).toEqual([['q', quizId]]);
  });

  it('opens Explore on a search, or on everything shared', () => {
    expect(pageUrls.explore()).toBe('/search?q=');
    expect(pageUrls.explore('cats and dogs')).toBe('/search?q=cats+and+dogs');
  });

  it('names a help topic in the path', () => {
    expect(pageUrls.help('visibility')).toBe('/help/visibility');
  });

  it('fills the join page’s room code through the parameter the join page reads', () => {
    expect(pageUrls.joinWithCode('asdfjklas')).toBe('/join?code=asdfjklas');
    expect(ROOM_CODE_PARAM).toBe('code');
  });

  it('opens Log In on the home page, going back to the page given', () => {
    expect(pageUrls.logIn('/my')).toBe('/?login=true&redirect=%2Fmy');
  });
});

describe('absoluteUrl', () => {
  it('is the page on this site', () => {
    expect(absoluteUrl(pageUrls.quizViewer('quiz1'))).toBe(`${window.location.origin}/view?q=quiz1`);
    expect(absoluteUrl(pageUrls.join)).toBe(`${window.location.origin}/join`);
  });
});
