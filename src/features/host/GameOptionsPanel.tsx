import { useId } from 'react';
import { AUTO_ADVANCE_SECONDS, type GameOptions } from '@/domain';

/**
 * The options' form as the host edits it: auto-advance's seconds are text while typed, so that a half-typed
 * "1" on the way to "15" is not snapped to 5 under the host's fingers.
 */
export interface GameOptionsDraft {
  allowLateJoins: boolean;
  friendlyNames: boolean;
  streakBonus: boolean;
  accuracyOnly: boolean;
  autoAdvance: boolean;
  autoAdvanceSeconds: string;
}

export const AUTO_ADVANCE_PROBLEM = `Choose between ${AUTO_ADVANCE_SECONDS.min} and ${AUTO_ADVANCE_SECONDS.max} seconds.`;

/** The form's first state: the options of the host's last game, remembered in their settings. */
export function draftOf(options: GameOptions): GameOptionsDraft {
  return {
    allowLateJoins: options.allowLateJoins,
    friendlyNames: options.friendlyNames,
    streakBonus: options.streakBonus,
    accuracyOnly: options.scoring === 'accuracy',
    autoAdvance: options.autoAdvanceSeconds !== null,
    autoAdvanceSeconds: String(options.autoAdvanceSeconds ?? AUTO_ADVANCE_SECONDS.default),
  };
}

/** The options the form describes, or null while auto-advance's seconds are not a whole number from 5 to 60. */
export function optionsOf(draft: GameOptionsDraft): GameOptions | null {
  const seconds = Number(draft.autoAdvanceSeconds.trim());
  const secondsValid =
    /^\d+$/.test(draft.autoAdvanceSeconds.trim()) &&
    seconds >= AUTO_ADVANCE_SECONDS.min &&
    seconds <= AUTO_ADVANCE_SECONDS.max;
  if (draft.autoAdvance && !secondsValid) return null;
  return {
    allowLateJoins: draft.allowLateJoins,
    friendlyNames: draft.friendlyNames,
    streakBonus: draft.streakBonus,
    scoring: draft.accuracyOnly ? 'accuracy' : 'speed',
    autoAdvanceSeconds: draft.autoAdvance ? seconds : null,
  };
}

type Flag = 'allowLateJoins' | 'friendlyNames' | 'streakBonus' | 'accuracyOnly' | 'autoAdvance';

/** Each switch of the panel, in the order shown: its label and what it does, in a line. */
const SWITCHES: ReadonlyArray<{ flag: Flag; label: string; hint: string }> = [
  {
    flag: 'allowLateJoins',
    label: 'Allow late joins',
    hint: 'Players may join after the first question, starting at 0 points.',
  },
  {
    flag: 'friendlyNames',
    label: 'Friendly names',
    hint: 'Each player gets a name like "Brave Otter" instead of the one they type.',
  },
  {
    flag: 'streakBonus',
    label: 'Answer streak bonus',
    hint: '+100 points for each correct answer in a row from the second, up to +500.',
  },
  {
    flag: 'accuracyOnly',
    label: 'Accuracy only',
    hint: 'Every correct answer scores the full points: speed does not matter.',
  },
  {
    flag: 'autoAdvance',
    label: 'Auto-advance',
    hint: 'After each leaderboard the game goes on by itself.',
  },
];

/**
 * The "Game options" panel of the Play screen (issue 19): how the game the host is about to open plays.
 * The server stores and enforces each option (startGame); this only edits them.
 */
export function GameOptionsPanel({
  draft,
  onChange,
  disabled,
}: {
  draft: GameOptionsDraft;
  onChange: (draft: GameOptionsDraft) => void;
  disabled: boolean;
}) {
  const id = useId();
  const secondsInvalid = draft.autoAdvance && optionsOf(draft) === null;
  return (
    <section className="game-options" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="game-options-title">
        Game options
      </h2>
      <ul className="game-options-list">
        {SWITCHES.map(({ flag, label, hint }) => (
          <li key={flag} className="game-option">
            <input
              id={`${id}-${flag}`}
              type="checkbox"
              checked={draft[flag]}
              disabled={disabled}
              aria-describedby={`${id}-${flag}-hint`}
              onChange={(event) => onChange({ ...draft, [flag]: event.target.checked })}
            />
            <label htmlFor={`${id}-${flag}`}>{label}</label>
            <p id={`${id}-${flag}-hint`} className="game-option-hint">
              {hint}
            </p>
          </li>
        ))}
      </ul>
      {draft.autoAdvance && (
        <div className="game-options-seconds">
          <label htmlFor={`${id}-seconds`}>Seconds before continuing</label>
          <input
            id={`${id}-seconds`}
            type="number"
            inputMode="numeric"
            min={AUTO_ADVANCE_SECONDS.min}
            max={AUTO_ADVANCE_SECONDS.max}
            step={1}
            value={draft.autoAdvanceSeconds}
            disabled={disabled}
            aria-invalid={secondsInvalid}
            aria-describedby={secondsInvalid ? `${id}-seconds-problem` : undefined}
            onChange={(event) => onChange({ ...draft, autoAdvanceSeconds: event.target.value })}
          />
          {secondsInvalid && (
            <p id={`${id}-seconds-problem`} className="form-error">
              {AUTO_ADVANCE_PROBLEM}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
