import { describe, expect, it } from 'vitest';
import { HostStatus } from '@/domain';
import {
  acceptedAnswersOf,
  arrangeSolution,
  continueStep,
  everyoneSubmitted,
  hostPhase,
  LEADERBOARD_UPDATE_DELAY_MS,
  leaderboardStages,
  LOBBY_NAMES_SHOWN,
  lobbyPlayers,
  musicCue,
  playersNewestFirst,
  rememberLeaderboard,
  sameOrder,
  scheduledStep,
  scoredQuestion,
  secondsLeft,
  shownOptions,
  STEP_RETRY_MS,
  submittedCount,
} from './hostFlow';
import { gameQuestion, hostInfo, hostView, leaderboardEntry, player, submission } from './test/games';

const entry = leaderboardEntry;

describe('hostPhase', () => {
  it('names each status of SPEC §4 with its times', () => {
    expect(hostPhase(hostInfo(HostStatus.Lobby), 3)).toEqual({ kind: 'lobby' });
    expect(hostPhase(hostInfo(HostStatus.QuizIntro, { duration: 5000 }), 3)).toEqual({
      kind: 'quizIntro',
      startedAt: 10_000,
      duration: 5000,
    });
    expect(hostPhase(hostInfo(HostStatus.QuestionIntro, { questionNumber: 1, duration: 3400 }), 3)).toEqual({
      kind: 'questionIntro',
      questionNumber: 1,
      startedAt: 10_000,
      duration: 3400,
    });
    expect(hostPhase(hostInfo(HostStatus.QuestionOpen, { questionNumber: 2, duration: 20_000 }), 3)).toEqual({
      kind: 'questionOpen',
      questionNumber: 2,
      startedAt: 10_000,
      duration: 20_000,
    });
  });

  it('moves a timed phase’s start by its ended pauses, so its bar and countdown go on from where they stopped', () => {
    expect(
      hostPhase(
        hostInfo(HostStatus.QuestionOpen, { questionNumber: 0, duration: 20_000, pausedMs: 4000 }),
        3,
      ),
    ).toMatchObject({ kind: 'questionOpen', startedAt: 14_000, duration: 20_000 });
  });

  it('knows the last question’s results, by its number or by the game having ended', () => {
    expect(hostPhase(hostInfo(HostStatus.Results, { questionNumber: 1 }), 3)).toMatchObject({
      kind: 'results',
      isLast: false,
    });
    expect(hostPhase(hostInfo(HostStatus.Results, { questionNumber: 2 }), 3)).toMatchObject({ isLast: true });
    expect(hostPhase(hostInfo(HostStatus.Results, { questionNumber: 0 }, { endedAt: 5 }), 3)).toMatchObject({
      isLast: true,
    });
  });
});

describe('the lobby', () => {
  it('lists the newest joiner first', () => {
    const { roster } = hostView(HostStatus.Lobby, {}, [
      player('early', 1),
      player('late', 30),
      player('mid', 20),
    ]);
    expect(playersNewestFirst(roster).map((entry) => entry.userID)).toEqual(['late', 'mid', 'early']);
  });

  it('keeps players who joined at the same time in a stable order', () => {
    const { roster } = hostView(HostStatus.Lobby, {}, [player('b', 5), player('a', 5)]);
    expect(playersNewestFirst(roster).map((entry) => entry.userID)).toEqual(['a', 'b']);
  });

  it('is empty before anyone joins', () => {
    expect(playersNewestFirst(hostView(HostStatus.Lobby, {}, []).roster)).toEqual([]);
  });
});

describe('lobbyPlayers', () => {
  const crowd = (count: number) =>
    hostView(
      HostStatus.Lobby,
      {},
      Array.from({ length: count }, (_, index) => player(`p${index}`, index)),
    ).roster;

  it('shows the newest 100 of 10,000 players and counts the 9,900 others', () => {
    const { shown, more } = lobbyPlayers(crowd(10_000));
    expect(LOBBY_NAMES_SHOWN).toBe(100);
    expect(shown).toHaveLength(100);
    expect(shown[0]?.userID).toBe('p9999');
    expect(shown[99]?.userID).toBe('p9900');
    expect(more).toBe(9900);
  });

  it('shows everyone, and no count, up to 100', () => {
    expect(lobbyPlayers(crowd(100))).toMatchObject({ more: 0 });
    expect(lobbyPlayers(crowd(100)).shown).toHaveLength(100);
  });
});

describe('answers received', () => {
  it('counts the Submissions of players still in the game for the current question', () => {
    const info = hostView(HostStatus.QuestionOpen, { questionNumber: 2 }, undefined, {
      a: submission('a', 2),
      gone: submission('gone', 2),
      b: submission('b', 1),
    });
    expect(submittedCount(info)).toBe(1);
    expect(everyoneSubmitted(info)).toBe(false);
  });

  it('says everyone has answered once each player has', () => {
    const info = hostView(HostStatus.QuestionOpen, {}, undefined, {
      a: submission('a', 0),
      b: submission('b', 0),
    });
    expect(submittedCount(info)).toBe(2);
    expect(everyoneSubmitted(info)).toBe(true);
  });

  it('never says so of a game without players', () => {
    expect(everyoneSubmitted(hostView(HostStatus.QuestionOpen, {}, []))).toBe(false);
  });
});

describe('scheduledStep: what the host sends by itself, and when', () => {
  it('introduces the first question when the 5 s quiz intro ends', () => {
    expect(scheduledStep(hostView(HostStatus.QuizIntro, { duration: 5000 }))).toEqual({
      step: { kind: 'introQuestion', questionNumber: 0 },
      at: 15_000,
    });
  });

  it('opens the question when its intro ends', () => {
    expect(scheduledStep(hostView(HostStatus.QuestionIntro, { questionNumber: 3, duration: 3600 }))).toEqual({
      step: { kind: 'startQuestion', questionNumber: 3 },
      at: 13_600,
    });
  });

  it('ends the question when its time is up and the grace for answers still on their way is over', () => {
    expect(
      scheduledStep(hostView(HostStatus.QuestionOpen, { questionNumber: 1, duration: 20_000, grace: 1000 })),
    ).toEqual({ step: { kind: 'endQuestion', questionNumber: 1 }, at: 31_000 });
  });

  it('ends the question at once when every player has answered', () => {
    const info = hostView(HostStatus.QuestionOpen, { questionNumber: 1, duration: 20_000 }, undefined, {
      a: submission('a', 1),
      b: submission('b', 1),
    });
    expect(scheduledStep(info)).toEqual({ step: { kind: 'endQuestion', questionNumber: 1 }, at: 10_000 });
  });

  it('leaves a question without a time limit open until Skip', () => {
    expect(scheduledStep(hostView(HostStatus.QuestionOpen, { duration: 0 }))).toBeNull();
  });

  it('waits for the host in the lobby and on the results', () => {
    expect(scheduledStep(hostView(HostStatus.Lobby))).toBeNull();
    expect(scheduledStep(hostView(HostStatus.Results))).toBeNull();
  });

  it('introduces the next question when timed results (auto-advance) are up', () => {
    expect(scheduledStep(hostView(HostStatus.Results, { questionNumber: 1, duration: 10_000 }))).toEqual({
      step: { kind: 'introQuestion', questionNumber: 2 },
      at: 20_000,
    });
  });

  it('sends nothing while the phase is paused, and later by its ended pauses once resumed', () => {
    const everyone = { a: submission('a', 1), b: submission('b', 1) };
    for (const paused of [
      hostView(HostStatus.QuizIntro, { duration: 5000, pausedAt: 12_000 }),
      hostView(HostStatus.QuestionIntro, { questionNumber: 1, duration: 3600, pausedAt: 12_000 }),
      hostView(HostStatus.QuestionOpen, { questionNumber: 1, duration: 20_000, pausedAt: 12_000 }),
      hostView(
        HostStatus.QuestionOpen,
        { questionNumber: 1, duration: 20_000, pausedAt: 12_000 },
        undefined,
        everyone,
      ),
      hostView(HostStatus.Results, { questionNumber: 1, duration: 10_000, pausedAt: 12_000 }),
    ]) {
      expect(scheduledStep(paused)).toBeNull();
    }
    expect(
      scheduledStep(
        hostView(HostStatus.QuestionOpen, {
          questionNumber: 1,
          duration: 20_000,
          grace: 1000,
          pausedMs: 7000,
        }),
      ),
    ).toEqual({ step: { kind: 'endQuestion', questionNumber: 1 }, at: 38_000 });
    expect(
      scheduledStep(hostView(HostStatus.Results, { questionNumber: 1, duration: 10_000, pausedMs: 3000 })),
    ).toEqual({
      step: { kind: 'introQuestion', questionNumber: 2 },
      at: 23_000,
    });
  });

  it('repeats a step a few seconds later, not at once', () => {
    expect(STEP_RETRY_MS).toBeGreaterThanOrEqual(2000);
    expect(STEP_RETRY_MS).toBeLessThanOrEqual(5000);
  });
});

describe('continueStep', () => {
  it('introduces the next question, and nothing follows the last', () => {
    expect(continueStep(0, 3)).toEqual({ kind: 'introQuestion', questionNumber: 1 });
    expect(continueStep(2, 3)).toBeNull();
  });
});

describe('times', () => {
  it('counts down in whole seconds, never below 0', () => {
    expect(secondsLeft(30_000, 10_000)).toBe(20);
    expect(secondsLeft(30_000, 10_001)).toBe(20);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(30_000, 40_000)).toBe(0);
  });
});

describe('the answer grid', () => {
  it('shows choice options in display order, images as their uploads', () => {
    const question = gameQuestion(
      {
        title: 'Pick',
        questionType: 0,
        answers: [
          { name: 'Sydney', type: 0, isCorrect: false },
          { name: 'Canberra', type: 0, isCorrect: true },
          { name: 'folder/file.png', type: 1, isCorrect: false },
        ],
        typeSpecificSettings: { randomizeOrder: true },
      },
      [2, 0, 1],
    );
    expect(shownOptions(question)).toEqual([
      { position: 0, text: '', image: ['folder', 'file.png'], correct: false },
      { position: 1, text: 'Sydney', image: null, correct: false },
      { position: 2, text: 'Canberra', image: null, correct: true },
    ]);
  });

  it('shows true and false, and the arrange items as players see them', () => {
    const trueFalse = gameQuestion(
      {
        title: 'Yes?',
        questionType: 1,
        answers: [
          { name: 'True', isCorrect: false },
          { name: 'False', isCorrect: true },
        ],
      },
      [0, 1],
    );
    expect(shownOptions(trueFalse).map((option) => [option.text, option.correct])).toEqual([
      ['True', false],
      ['False', true],
    ]);
    const arrange = gameQuestion(
      {
        title: 'Order',
        questionType: 4,
        answers: ['Egg', 'Larva', 'Moth'].map((name) => ({ name, type: 0 as const })),
      },
      [2, 0, 1],
    );
    expect(shownOptions(arrange).map((option) => option.text)).toEqual(['Moth', 'Egg', 'Larva']);
    expect(arrangeSolution(arrange).map((option) => [option.text, option.position])).toEqual([
      ['Egg', 1],
      ['Larva', 2],
      ['Moth', 0],
    ]);
  });

  it('has no options for open-ended questions, but their accepted answers', () => {
    const open = gameQuestion(
      {
        title: 'Capital of Japan?',
        questionType: 2,
        answers: ['Tokyo', 'Tōkyō', ''],
        typeSpecificSettings: { caseSensitive: false },
      },
      [],
    );
    expect(shownOptions(open)).toEqual([]);
    expect(acceptedAnswersOf(open)).toEqual(['Tokyo', 'Tōkyō']);
  });
});

describe('the leaderboard: old order, then the new one', () => {
  const afterFirst = [entry('a', 900, 1), entry('b', 0, 2)];
  const afterSecond = [entry('b', 1800, 1), entry('a', 900, 2)];

  it('knows which question the shown top five belongs to', () => {
    expect(scoredQuestion(hostInfo(HostStatus.Lobby))).toBe(-1);
    expect(scoredQuestion(hostInfo(HostStatus.QuestionIntro, { questionNumber: 0 }))).toBe(-1);
    expect(scoredQuestion(hostInfo(HostStatus.QuestionOpen, { questionNumber: 2 }))).toBe(1);
    expect(scoredQuestion(hostInfo(HostStatus.Results, { questionNumber: 2 }))).toBe(2);
  });

  it('remembers each top five by its question, and nothing before the first is scored', () => {
    let history = rememberLeaderboard({}, hostInfo(HostStatus.QuestionIntro), afterFirst);
    expect(history).toEqual({});
    history = rememberLeaderboard(history, hostInfo(HostStatus.Results, { questionNumber: 0 }), afterFirst);
    history = rememberLeaderboard(
      history,
      hostInfo(HostStatus.QuestionIntro, { questionNumber: 1 }),
      afterFirst,
    );
    history = rememberLeaderboard(history, hostInfo(HostStatus.Results, { questionNumber: 1 }), afterSecond);
    expect(history).toEqual({ 0: afterFirst, 1: afterSecond });
  });

  it('keeps the same history when nothing is new', () => {
    const history = { 0: afterFirst };
    const info = hostInfo(HostStatus.Results, { questionNumber: 0 });
    expect(rememberLeaderboard(history, info, [...afterFirst])).toBe(history);
    expect(rememberLeaderboard(history, info, undefined)).toBe(history);
  });

  it('shows the old order first when the top five changed', () => {
    expect(leaderboardStages({ 0: afterFirst }, 1, afterSecond)).toEqual({
      first: afterFirst,
      then: afterSecond,
    });
    expect(LEADERBOARD_UPDATE_DELAY_MS).toBe(1500);
  });

  it('shows the new one at once when the order is the same, after a reload, and after the first question', () => {
    const sameOrderNewScores = [entry('a', 1900, 1), entry('b', 800, 2)];
    expect(leaderboardStages({ 0: afterFirst }, 1, sameOrderNewScores)).toEqual({
      first: sameOrderNewScores,
      then: null,
    });
    expect(leaderboardStages({}, 1, afterSecond)).toEqual({ first: afterSecond, then: null });
    expect(leaderboardStages({}, 0, afterFirst)).toEqual({ first: afterFirst, then: null });
  });

  it('compares orders by player', () => {
    expect(sameOrder(afterFirst, [entry('a', 0, 1), entry('b', 0, 1)])).toBe(true);
    expect(sameOrder(afterFirst, afterSecond)).toBe(false);
    expect(sameOrder(afterFirst, afterFirst.slice(0, 1))).toBe(false);
  });
});

describe('musicCue', () => {
  it('plays the lobby music, the game music while questions run, fades at the results, ends with the final leaderboard', () => {
    expect(musicCue({ kind: 'lobby' }, false)).toBe('lobby');
    expect(musicCue({ kind: 'quizIntro', startedAt: 0, duration: 5000 }, false)).toBe('play');
    expect(musicCue({ kind: 'questionOpen', questionNumber: 0, startedAt: 0, duration: 1 }, false)).toBe(
      'play',
    );
    expect(musicCue({ kind: 'results', questionNumber: 0, isLast: false }, true)).toBe('quiet');
    expect(musicCue({ kind: 'results', questionNumber: 2, isLast: true }, false)).toBe('quiet');
    expect(musicCue({ kind: 'results', questionNumber: 2, isLast: true }, true)).toBe('end');
  });
});
