import { useId } from 'react';
import { AUTO_ADVANCE_SECONDS, EXTRA_TIME_FACTORS, type ExtraTimeFactor, type GameOptions } from '@/domain';

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
  questionsOnDevices: boolean;
  extraTime: ExtraTimeFactor;
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
    questionsOnDevices: options.questionsOnDevices,
    extraTime: options.extraTime,
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
    extraTime: draft.extraTime,
    questionsOnDevices: draft.questionsOnDevices,
  };
}

type Flag =
  'allowLateJoins' | 'friendlyNames' | 'streakBonus' | 'accuracyOnly' | 'autoAdvance' | 'questionsOnDevices';

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
  {
    flag: 'questionsOnDevices',
    label: 'Show questions on devices',
    hint: 'Phones show the question and the answers’ texts too, for players who cannot see this screen.',
  },
];

/** How each extra time is named among the choices (EXTRA_TIME_FACTORS). */
export const EXTRA_TIME_LABELS: Readonly<Record<ExtraTimeFactor, string>> = {
  1: 'None',
  1.5: '× 1.5',
  2: '× 2',
};

/**
 * The "Game options" panel of the Play screen: how the game the host is about to open plays.
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
      <fieldset className="game-options-extra-time" aria-describedby={`${id}-extra-time-hint`}>
        <legend>Extra time</legend>
        <div className="game-options-choices">
          {EXTRA_TIME_FACTORS.map((factor) => (
            <label key={factor} className="game-options-choice">
              <input
                type="radio"
                name={`${id}-extra-time`}
                value={factor}
                checked={draft.extraTime === factor}
                disabled={disabled}
                onChange={() => onChange({ ...draft, extraTime: factor })}
              />
              {EXTRA_TIME_LABELS[factor]}
            </label>
          ))}
        </div>
        <p id={`${id}-extra-time-hint`} className="game-option-hint">
          Every question’s time limit, longer for the whole game.
        </p>
      </fieldset>
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
