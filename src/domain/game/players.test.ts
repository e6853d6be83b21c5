import { describe, expect, it } from 'vitest';
import { gameMessages } from '../common/messages';
import {
  checkPlayerName,
  decodeAnswers,
  decodePlayer,
  decodeRoster,
  decodeSubmissions,
  playerAnswerUpdate,
  playerJoinUpdate,
  playerKickUpdate,
} from './players';

describe('checkPlayerName (SPEC §5: player username max 20)', () => {
  it.each([
    ['  Ann  ', 'Ann'],
    ['Ann   Lee', 'Ann Lee'],
    ['a', 'a'],
    ['x'.repeat(20), 'x'.repeat(20)],
    ['😀'.repeat(20), '😀'.repeat(20)],
    ['  ' + 'y'.repeat(20) + '  ', 'y'.repeat(20)],
    ['Kim 👩‍💻', 'Kim 👩‍💻'],
    ['Lee 🏳️‍🌈', 'Lee 🏳️‍🌈'],
    ['Anna\uFE0F', 'Anna'],
    ['Anna\u034F', 'Anna'],
    ['Anna\u3164', 'Anna'],
    ['Anna\u2800', 'Anna'],
    ['Ann\u200bLee', 'AnnLee'],
    ['Ann\u2800Lee', 'Ann Lee'],
    ['\u3164Ann\u2800\u2800Lee\u3164', 'Ann Lee'],
    ['__proto__', '__proto__'],
  ])('accepts %j as %j', (input, name) => {
    expect(checkPlayerName(input)).toEqual({ ok: true, name });
  });

  it.each([
    ['', gameMessages.nameMissing],
    ['   ', gameMessages.nameMissing],
    ['x'.repeat(21), gameMessages.nameTooLong],
    ['Ann\nLee', gameMessages.nameHasControlCharacters],
    ['Ann\tLee', gameMessages.nameHasControlCharacters],
    ['Ann\u0600Lee', gameMessages.nameHasControlCharacters],
    ['\u3164', gameMessages.nameInvisible],
    ['\u2800', gameMessages.nameInvisible],
    ['\u3164\u2800\u115F\u1160\uFFA0', gameMessages.nameInvisible],
    ['\u200D\uFE0F\u034F', gameMessages.nameInvisible],
  ])('refuses %j', (input, problem) => {
    expect(checkPlayerName(input)).toEqual({ ok: false, problem });
  });

  it('counts a name without its invisible characters', () => {
    expect(checkPlayerName(`${'a'.repeat(20)}${'\u3164'.repeat(20)}`)).toEqual({
      ok: true,
      name: 'a'.repeat(20),
    });
  });

  it('says so in words', () => {
    expect(gameMessages.nameTooLong).toBe('A name can be at most 20 characters.');
    expect(gameMessages.nameInvisible).toBe('A name needs at least one visible character.');
  });
});

describe('playerJoinUpdate and playerKickUpdate', () => {
  it('adds the host entry, the record under the secret and the secret, in one update', () => {
    expect(
      playerJoinUpdate({ gameId: 'g', userID: 'u', username: 'Ann', userSecret: 'S', joinedAt: 5 }),
    ).toEqual({
      'games/g/roster/u': { userID: 'u', username: 'Ann', joinedAt: 5 },
      'games/g/players/S': { userID: 'u', username: 'Ann', joinedAt: 5, score: 0, lastChange: 0 },
      'games/g/secrets/u': 'S',
    });
  });

  it('removes all of it and any answer, frees the seat, marks the kick and keeps the name taken', () => {
    expect(
      playerKickUpdate({ gameId: 'g', roomCode: 'asdfjklas', userID: 'u', userSecret: 'S', freesSeat: true }),
    ).toEqual({
      'games/g/kicked/u': 'S',
      // u's seat counter: seats.ts's seatShardOf('u') is 16.
      'ongoing/asdfjklas/seats/s16': { '.sv': { increment: -1 } },
      'games/g/roster/u': null,
      'games/g/players/S': null,
      'games/g/secrets/u': null,
      'games/g/answers/S': null,
      'games/g/submitted/u': null,
    });
  });

  it('frees no seat for a kick of a player another kick has removed', () => {
    const update = playerKickUpdate({
      gameId: 'g',
      roomCode: 'asdfjklas',
      userID: 'u',
      userSecret: 'S',
      freesSeat: false,
    });
    expect(update).not.toHaveProperty(['ongoing/asdfjklas/seats/s16']);
    expect(update).toMatchObject({ 'games/g/kicked/u': 'S', 'games/g/players/S': null });
  });
});

describe('playerAnswerUpdate', () => {
  it('writes the answer under the secret and, beside the host, only that the player has answered', () => {
    expect(
      playerAnswerUpdate({
        gameId: 'g',
        userID: 'u',
        userSecret: 'S',
        answer: [2, 0],
        questionNumber: 3,
        submittedAt: 9,
      }),
    ).toEqual({
      'games/g/answers/S': { user: 'u', answer: '[2,0]', submittedAt: 9, questionNumber: 3 },
      'games/g/submitted/u': { user: 'u', submittedAt: 9, questionNumber: 3 },
    });
  });
});

describe('the decoders of what players write or chose (paths.ts Untrusted)', () => {
  const ann = { userID: 'p1', username: 'Ann', joinedAt: 1000 };
  const submission = { user: 'p1', submittedAt: 2000, questionNumber: 0 };
  const answer = { ...submission, answer: '1' };

  it('gives back a map of valid entries as it is, without copying it', () => {
    const roster = { p1: ann, p2: { ...ann, userID: 'p2' } };
    expect(decodeRoster(roster)).toBe(roster);
    const submitted = { p1: submission };
    expect(decodeSubmissions(submitted)).toBe(submitted);
    const answers = { secret1: answer };
    expect(decodeAnswers(answers)).toBe(answers);
  });

  it('leaves out the entries that are not of their kind, keeping the others', () => {
    expect(
      decodeRoster({ p1: ann, p2: { userID: 'p2', username: 7, joinedAt: 1 }, p3: 'Bob', p4: null }),
    ).toEqual({ p1: ann });
    expect(
      decodeSubmissions({ p1: submission, p2: { user: 'p2', submittedAt: '2000', questionNumber: 0 } }),
    ).toEqual({
      p1: submission,
    });
    expect(decodeAnswers({ s1: answer, s2: submission, s3: { ...answer, answer: [1] } })).toEqual({
      s1: answer,
    });
  });

  it('reads nothing, or what is not a map, as an empty map', () => {
    for (const raw of [null, undefined, 'x', 3, [ann]]) {
      expect(decodeRoster(raw)).toEqual({});
      expect(decodeSubmissions(raw)).toEqual({});
      expect(decodeAnswers(raw)).toEqual({});
    }
  });

  it('reads one roster entry as the Player, or null', () => {
    expect(decodePlayer(ann)).toBe(ann);
    expect(decodePlayer(null)).toBeNull();
    expect(decodePlayer({ userID: 'p1', username: 'Ann' })).toBeNull();
  });
});
