import { use, useState } from 'react';
import { PlayersIcon } from '@/common/components/Icons';
import { QuizCover } from '@/common/components/QuizCover';
import { useImageUrl } from '@/common/useImageUrl';
import { formatRoomCode, type Player } from '@/domain';
import { lobbyPlayers, playersOf } from './hostFlow';
import {
  joinSiteLabel,
  joinUrlWithCode,
  lockedNotice,
  morePlayers,
  playersCount,
  type RemovalKind,
} from './hostTexts';
import { recentJoiners } from './lobbyControls';
import { RoomCodeQr } from './RoomCodeQr';
import { ServerOffsetContext, type HostGame } from './useHostGame';
import './lobby.css';

/** Players the host asks to remove at once, and why (the confirmation says which and how many). */
export interface PlayerRemoval {
  kind: RemovalKind;
  userIDs: string[];
}

interface LobbyProps {
  game: HostGame;
  onKick: (player: Player) => void;
  onRemovePlayers: (removal: PlayerRemoval) => void;
  onStart: () => void;
  starting: boolean;
}

/**
 * The lobby (SPEC §2): how to join — the play site, the room code as ASD-FJK-LAS and a QR code that opens
 * the join page with the code filled in — the quiz, and the players, newest joiner first (the newest 100,
 * and a count of the others); clicking one asks to remove them. Start shows once someone has joined.
 * Against a flood of bots, "Select players" turns the names into checkboxes for "Remove
 * selected", and "Remove everyone who joined in the last minute" takes every such player, shown or not.
 */
export function Lobby({ game, onKick, onRemovePlayers, onStart, starting }: LobbyProps) {
  const { hostInfo, roster, quiz } = game;
  const serverOffset = use(ServerOffsetContext);
  const [selecting, setSelecting] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const playerCount = playersOf(roster).length;
  const { shown, more } = lobbyPlayers(roster);
  const code = formatRoomCode(hostInfo.roomCode);
  const imageUrl = useImageUrl(quiz.data.image);
  // Players who have left since they were ticked are no longer selected.
  const selected = [...picked].filter((userID) => roster[userID] !== undefined);

  const toggle = (userID: string) =>
    setPicked((previous) => {
      const next = new Set(previous);
      if (!next.delete(userID)) next.add(userID);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setPicked(new Set());
  };

  return (
    <section className="host-lobby" aria-labelledby="host-lobby-title">
      <div className="host-lobby-join">
        <div className="host-lobby-join-text">
          <p className="host-lobby-instruction">
            Go to <strong className="host-join-site">{joinSiteLabel()}</strong> and enter the room code
          </p>
          <p className="host-room-code">{code}</p>
          {hostInfo.locked === true && <p className="host-lobby-locked">{lockedNotice}</p>}
        </div>
        <div className="host-lobby-qr">
          <RoomCodeQr url={joinUrlWithCode(hostInfo.roomCode)} label={`Scan to join room ${code}`} />
          <p>or scan to join</p>
        </div>
      </div>

      <div className="host-lobby-body">
        <div className="host-lobby-quiz">
          <QuizCover title={quiz.data.title} imageUrl={imageUrl} className="host-lobby-cover" />
          <h1 id="host-lobby-title" className="host-lobby-title">
            {quiz.data.title}
          </h1>
          {quiz.data.desc && <p className="host-lobby-desc">{quiz.data.desc}</p>}
        </div>

        <div className="host-lobby-players">
          <div className="host-lobby-players-bar">
            <p className="host-player-count" role="status">
              <PlayersIcon size={36} />
              {playersCount(playerCount)}
            </p>
            {playerCount > 0 && (
              <button
                type="button"
                className="button button-primary host-button-big"
                onClick={onStart}
                disabled={starting}
              >
                Start
              </button>
            )}
          </div>
          {playerCount > 0 && (
            <div className="host-lobby-removal" role="group" aria-label="Remove players">
              {selecting ? (
                <>
                  <span className="host-lobby-selected">{selected.length} selected</span>
                  <button
                    type="button"
                    className="button button-danger"
                    disabled={selected.length === 0}
                    onClick={() => onRemovePlayers({ kind: 'selected', userIDs: selected })}
                  >
                    Remove selected
                  </button>
                  <button type="button" className="button button-secondary" onClick={stopSelecting}>
                    Done
                  </button>
                </>
              ) : (
                <button type="button" className="button button-secondary" onClick={() => setSelecting(true)}>
                  Select players
                </button>
              )}
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  onRemovePlayers({
                    kind: 'recent',
                    userIDs: recentJoiners(roster, Date.now() + serverOffset),
                  })
                }
              >
                Remove everyone who joined in the last minute
              </button>
            </div>
          )}
          {playerCount === 0 ? (
            <p className="host-lobby-waiting">Waiting for players to join…</p>
          ) : (
            <ul className="host-lobby-list" aria-label="Players, newest first">
              {shown.map((player) => (
                <li key={player.userID}>
                  {selecting ? (
                    <label className="host-player-chip host-player-pick">
                      <input
                        type="checkbox"
                        checked={picked.has(player.userID)}
                        onChange={() => toggle(player.userID)}
                      />
                      {player.username}
                    </label>
                  ) : (
                    <button
                      type="button"
                      className="host-player-chip"
                      onClick={() => onKick(player)}
                      title={`Remove ${player.username}`}
                    >
                      {player.username}
                    </button>
                  )}
                </li>
              ))}
              {more > 0 && <li className="host-lobby-more">{morePlayers(more)}</li>}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
