// A host whose browser asks for reduced motion (`prefers-reduced-motion: reduce`) sees no
// animation on the big screen, phase after phase: every CSS animation and transition the page runs (the
// screens' entrances, the lobby's names, the bars, the countdown, the results' chart, the leaderboard's
// rows, the podium) lasts no more than 0.01 ms, and the podium's confetti is not drawn. The same game for a
// host with no preference has them all, confetti included, so the test can fail.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { QuestionType, type QuizContent } from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { correctAnswer, joinAsPlayer, playedGameQuiz, type PlayerClient } from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';
import {
  hostToLobby,
  lobbyNames,
  lobbyRoomCode,
  results,
  toLeaderboard,
  waitForQuestionOpen,
} from './hostScreen';
import { closeAfterEach, journeyOverPages, newPage, screenshot, useChromium } from './support';

useChromium();

const stack = () => inject('browserStack');

const trueFalse = questionsOfEveryType()[QuestionType.TrueFalse];
const QUIZ: QuizContent = {
  data: { ...quizOfEveryType().data, title: 'Motion journey', image: null },
  questions: [{ ...trueFalse, timeLimit: 60 }],
};

/** What base.css leaves of an animation for those who asked for reduced motion. */
const REDUCED_MS = 0.01;

const { contexts, clients } = closeAfterEach();

/** The animations and transitions on a screen: how many, and the longest, by name, in ms. */
interface Motion {
  count: number;
  name: string;
  ms: number;
}

/**
 * The animations and transitions the page is running or holding in their end state (document.getAnimations:
 * CSS animations and transitions alike), the longest with its iterations.
 */
const motionOn = (page: Page) =>
  page.evaluate<Motion>(`(() => {
    const animations = document.getAnimations();
    let longest = { count: animations.length, name: 'none', ms: 0 };
    for (const animation of animations) {
      const { activeDuration } = animation.effect.getComputedTiming();
      const ms = Number(activeDuration);
      const name = animation.animationName ?? animation.transitionProperty ?? 'unnamed';
      if (ms > longest.ms) longest = { count: animations.length, name, ms };
    }
    return longest;
  })()`);

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  it(
    `the host's screen with prefers-reduced-motion: ${reducedMotion}`,
    async () => {
      const { context, page: host } = await newPage('desktop', { reducedMotion });
      contexts.push(context);
      const players: PlayerClient[] = [];
      try {
        await journeyOverPages(`motion-${reducedMotion}`, [['host', host]], async () => {
          const { gameId } = await hostToLobby(host, QUIZ, `motion-${reducedMotion}-play`, clients);
          const { roomCode } = await lobbyRoomCode(host);
          const [question] = (await playedGameQuiz(stack(), gameId)).questions;
          if (!question) throw new Error('The game has no question.');
          players.push(await joinAsPlayer(stack(), roomCode, 'Ada'));

          /** Each moment of the game and the motion on the screen then. */
          const motions: Record<string, Motion> = {};
          const measure = async (moment: string) => {
            motions[moment] = await motionOn(host);
          };
          await expect.poll(() => lobbyNames(host)).toEqual(['Ada']);
          await measure('lobby');
          await host.getByRole('button', { name: 'Start' }).click();
          await host.getByRole('progressbar', { name: 'The first question is coming' }).waitFor();
          await measure('quiz intro');
          await host.getByRole('progressbar', { name: 'The question opens' }).waitFor();
          await measure('question intro');
          await waitForQuestionOpen(host);
          await host.getByRole('timer').waitFor();
          await measure('question open');
          await players[0]?.submit(0, correctAnswer(question));
          await results(host);
          await measure('results');
          await toLeaderboard(host, true);
          await measure('final leaderboard');
          await host.getByRole('button', { name: 'Show the podium' }).click();
          const podium = host.getByRole('region', { name: 'Podium' });
          await podium.getByRole('listitem', { name: '1st place' }).getByText('Ada').waitFor();
          await podium.getByRole('status').getByText('1st place: Ada').waitFor();
          await measure('podium');
          await screenshot(host, `motion-${reducedMotion}-podium`);

          // The screens animate either way: with reduced motion, each animation is over at once.
          for (const [moment, motion] of Object.entries(motions)) {
            expect(motion.count, `animations on the ${moment}`).toBeGreaterThan(0);
          }
          const confetti = host.getByTestId('confetti');
          if (reducedMotion === 'reduce') {
            expect(await confetti.count(), 'confetti under reduced motion').toBe(0);
            for (const [moment, motion] of Object.entries(motions)) {
              expect(motion.ms, `the longest motion on the ${moment} (${motion.name})`).toBeLessThanOrEqual(
                REDUCED_MS,
              );
            }
          } else {
            await confetti.waitFor();
            for (const [moment, motion] of Object.entries(motions)) {
              expect(motion.ms, `the longest motion on the ${moment} (${motion.name})`).toBeGreaterThan(100);
            }
          }
        });
      } finally {
        await Promise.all(players.map((player) => player.close()));
      }
    },
    scaledMs(180_000),
  );
}
