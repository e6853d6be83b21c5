import { useEffect } from 'react';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle } from '@/domain';
import { GameScreen } from './GameScreen';
import { JoinForm } from './JoinForm';
import { closeGame, usePlayStore } from './playStore';
import './play.css';

/** The player screen (/join): the join form, then the game on the phone (SPEC §2 Player screen). */
export function JoinPage() {
  useDocumentTitle(documentTitle('Join a game'));
  const playing = usePlayStore((state) => state.stage === 'playing');
  // Leaving the page stops listening; the saved join stays for a Rejoin.
  useEffect(() => closeGame, []);

  return playing ? <GameScreen /> : <JoinForm />;
}
