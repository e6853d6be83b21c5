import { type FormEvent, useId, useState } from 'react';
import { LoqiMark } from '@/common/components/LoqiMark';
import { ROOM_CODE_PARAM } from '@/common/urls';
import {
  PLAYER_NAME_MAX_LENGTH,
  screenTexts,
  formatRoomCode,
  isCompleteRoomCode,
  normalizeRoomCode,
  canRejoin,
} from '@/domain';
import { PlayField } from './PlayField';
import { editJoinForm, joinRoom, usePlayStore } from './playStore';
import { initialRoomCode, readPlayerName, readSavedJoin, takeRemovedFromGame } from './savedJoin';

/** The hint in the empty room code field. */
export const ROOM_CODE_PLACEHOLDER = 'Code from the big screen';

/** At most 20 characters as people count them (an emoji is one), as checkPlayerName counts. */
const cutName = (input: string) => Array.from(input).slice(0, PLAYER_NAME_MAX_LENGTH).join('');

/**
 * The join form (SPEC §2, §5): the room code (only a s d f j k l, at most 9, shown as ASD-FJK-LAS) and a
 * name of at most 20. Join appears once both are there; it reads Rejoin when this browser joined the
 * game of that code less than 6 hours ago.
 */
export function JoinForm() {
  const [now] = useState(() => Date.now());
  const [saved] = useState(() => readSavedJoin(localStorage));
  const [removed] = useState(() => takeRemovedFromGame(sessionStorage));
  const [code, setCode] = useState(() =>
    initialRoomCode(new URLSearchParams(window.location.search).get(ROOM_CODE_PARAM), saved, now),
  );
  const [name, setName] = useState(() => cutName(readPlayerName(localStorage)));
  const stage = usePlayStore((state) => state.stage);
  const joinError = usePlayStore((state) => state.joinError);
  const errorId = useId();

  const connecting = stage === 'connecting';
  const ready = isCompleteRoomCode(code) && name.trim() !== '';
  const rejoin = canRejoin(saved, code, now);

  // An edit clears the last join's error.
  const edit = (change: () => void) => {
    change();
    editJoinForm();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !connecting) void joinRoom(code, name);
  };

  return (
    <section className="join-screen">
      <form
        className="intro-panel join-panel"
        onSubmit={onSubmit}
        aria-describedby={joinError ? errorId : undefined}
      >
        <LoqiMark size={56} />
        <h1>Join a game</h1>
        {removed && (
          <p className="join-notice" role="status">
            {screenTexts.removedFromGame}
          </p>
        )}
        <PlayField
          label="Room code"
          className="join-code-input"
          value={formatRoomCode(code)}
          onText={(text) => edit(() => setCode(normalizeRoomCode(text)))}
          // Words, not letters in the code's shape: an example code in the box passes for a real one.
          placeholder={ROOM_CODE_PLACEHOLDER}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          disabled={connecting}
        />
        <PlayField
          label="Your name"
          value={name}
          onText={(text) => edit(() => setName(cutName(text)))}
          placeholder="Nickname"
          autoComplete="nickname"
          enterKeyHint="go"
          disabled={connecting}
        />
        {ready && (
          <button type="submit" className="button button-primary join-button" disabled={connecting}>
            {connecting ? screenTexts.joinConnecting : rejoin ? 'Rejoin' : 'Join'}
          </button>
        )}
        {joinError && (
          <p id={errorId} className="form-error join-error" role="alert">
            {joinError}
          </p>
        )}
      </form>
    </section>
  );
}
