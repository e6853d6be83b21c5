// SPEC §7 kickPlayer: the host removes a player from their game. The player's entry, record, secret and
// any answer go in one update, so the player's screen sees its record vanish and no further answer of
// theirs is accepted; their name stays taken. Kicking a player who is already gone changes nothing.
import { gamePaths, playerKickUpdate } from '@/domain';
import { z } from 'zod';
import { gamesDatabase } from '../admin';
import { gameIdSchema, requireHost, userIdSchema } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

const kickPlayerPayload = z.strictObject({ gameID: gameIdSchema, userID: userIdSchema });

export const kickPlayer = validatedOnCall(
  'kickPlayer',
  kickPlayerPayload,
  async ({ uid, data: { gameID, userID } }): Promise<{ success: true }> => {
    const games = gamesDatabase();
    await requireHost(games, gameID, uid);
    const userSecret = (await games.ref(gamePaths.secret(gameID, userID)).get()).val() as string | null;
    if (userSecret !== null) await games.ref().update(playerKickUpdate(gameID, userID, userSecret));
    return { success: true };
  },
);
