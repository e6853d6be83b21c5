import { useLayoutEffect } from 'react';
import { ROOM_CODE_PARAM } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, screenTexts } from '@/domain';
import { GameScreen } from './GameScreen';
import { JoinForm } from './JoinForm';
import { PlayMessage } from './PlayMessage';
import { closeGame, openPage, usePlayStore } from './playStore';
import './play.css';

/**
 * The player screen (/join): the join form, then the game on the phone (SPEC §2 Player screen). As it opens
 * it checks the saved join (openPage): a tab reloaded mid-game goes straight back into the game.
 */
export function JoinPage() {
  useDocumentTitle(documentTitle('Join a game'));
  const stage = usePlayStore((state) => state.stage);
  // A layout effect: the page has looked at its saved join before its first paint.
  useLayoutEffect(() => {
    void openPage(new URLSearchParams(window.location.search).get(ROOM_CODE_PARAM));
    // Leaving the page stops listening; the saved join stays for a Rejoin.
    return closeGame;
  }, []);

  if (stage === 'opening') return null;
  if (stage === 'playing') return <GameScreen />;
  if (stage === 'checking') return <PlayMessage title={screenTexts.joinConnecting} busy />;
  return <JoinForm />;
}

/**
 * Whether the phone is in a game, which the player's frame then keeps to itself (no site footer whose
 * links would leave it): from the check of a saved join, or the game's first values, until the game has
 * shown its last results.
 */
export function useInGame(): boolean {
  return usePlayStore(
    (state) =>
      (state.stage === 'checking' || state.stage === 'playing') && state.shared?.gameStatus.final !== true,
  );
}
