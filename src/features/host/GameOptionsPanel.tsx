import { useId } from 'react';
import {
  everyOption,
  GAME_OPTION_NAMES,
  GAME_OPTIONS,
  type GameOptionName,
  type GameOptions,
  type SwitchedNumberControl,
} from '@/domain';

/** A switched number's field as the host edits it: on or off, and the number's text as typed. */
interface NumberDraft {
  on: boolean;
  text: string;
}

type OptionDraft = GameOptions[GameOptionName] | NumberDraft;

type OptionControl = (typeof GAME_OPTIONS)[GameOptionName]['control'];

/**
 * The options' form as the host edits it: each option's value, but a switched number's field
 * (SwitchedNumberControl) as text, so that a half-typed "1" on the way to "15" is not snapped to 5 under the
 * host's fingers.
 */
export type GameOptionsDraft = Readonly<Record<GameOptionName, OptionDraft>>;

// Every option's value is a boolean, a string, a number or null: only a field's draft is an object.
const isNumberDraft = (draft: OptionDraft): draft is NumberDraft =>
  typeof draft === 'object' && draft !== null;

/** A field's number: null while off, NaN for text that is not a whole number. */
const numberOf = ({ on, text }: NumberDraft): number | null =>
  !on ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The form's first state: the options of the host's last game, remembered in their settings. */
export function draftOf(options: GameOptions): GameOptionsDraft {
  return everyOption<GameOptionsDraft>((name) => {
    // The row as one of all the rows, whose control its kind tells apart.
    const { control }: (typeof GAME_OPTIONS)[GameOptionName] = GAME_OPTIONS[name];
    const value = options[name];
    return control.kind === 'switchedNumber'
      ? { on: value !== null, text: String(value ?? control.range.default) }
      : value;
  });
}

/** The options the form describes, or null while a field holds a number its option does not take. */
export function optionsOf(draft: GameOptionsDraft): GameOptions | null {
  let complete = true;
  const options = everyOption<GameOptions>((name) => {
    const { value, default: fallback } = GAME_OPTIONS[name];
    const drafted = draft[name];
    const chosen = isNumberDraft(drafted) ? numberOf(drafted) : drafted;
    if (value.is(chosen)) return chosen;
    complete = false;
    return fallback;
  });
  return complete ? options : null;
}

/** The ids of one option's elements. */
const idsOf = (panelId: string, name: GameOptionName) => ({
  input: `${panelId}-${name}`,
  hint: `${panelId}-${name}-hint`,
  field: `${panelId}-${name}-field`,
  problem: `${panelId}-${name}-problem`,
});

interface OptionProps<Draft extends OptionDraft> {
  ids: ReturnType<typeof idsOf>;
  drafted: Draft;
  onChange: (drafted: OptionDraft) => void;
  disabled: boolean;
}

/** A switch, or a switched number's switch (its field comes after the other options). */
function SwitchOption({
  control,
  ids,
  drafted,
  onChange,
  disabled,
}: OptionProps<OptionDraft> & {
  control: { label: string; hint: string; on?: OptionDraft; off?: OptionDraft };
}) {
  const field = isNumberDraft(drafted) ? drafted : null;
  const on = control.on ?? true;
  const off = control.off ?? false;
  return (
    <li className="game-option">
      <input
        id={ids.input}
        type="checkbox"
        checked={field ? field.on : drafted === on}
        disabled={disabled}
        aria-describedby={ids.hint}
        onChange={(event) => {
          const checked = event.target.checked;
          onChange(field ? { ...field, on: checked } : checked ? on : off);
        }}
      />
      <label htmlFor={ids.input}>{control.label}</label>
      <p id={ids.hint} className="game-option-hint">
        {control.hint}
      </p>
    </li>
  );
}

/** A choice among a few values: a group of radio buttons, what it does underneath. */
function ChoiceOption({
  control,
  ids,
  drafted,
  onChange,
  disabled,
}: OptionProps<OptionDraft> & { control: Extract<OptionControl, { kind: 'choice' }> }) {
  const labels: Readonly<Record<string | number, string>> = control.labels;
  return (
    <fieldset className="game-options-group" aria-describedby={ids.hint}>
      <legend>{control.label}</legend>
      <div className="game-options-choices">
        {control.choices.map((choice) => (
          <label key={choice} className="game-options-choice">
            <input
              type="radio"
              name={ids.input}
              value={choice}
              checked={drafted === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
            />
            {labels[choice]}
          </label>
        ))}
      </div>
      <p id={ids.hint} className="game-option-hint">
        {control.hint}
      </p>
    </fieldset>
  );
}

/** A switched number's field, with its problem while the text is no number the option takes. */
function NumberField({
  control,
  ids,
  drafted,
  onChange,
  disabled,
  invalid,
}: OptionProps<NumberDraft> & { control: SwitchedNumberControl; invalid: boolean }) {
  return (
    <div className="game-options-number">
      <label htmlFor={ids.field}>{control.field}</label>
      <input
        id={ids.field}
        type="number"
        inputMode="numeric"
        min={control.range.min}
        max={control.range.max}
        step={1}
        value={drafted.text}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? ids.problem : undefined}
        onChange={(event) => onChange({ ...drafted, text: event.target.value })}
      />
      {invalid && (
        <p id={ids.problem} className="form-error">
          {control.problem}
        </p>
      )}
    </div>
  );
}

/**
 * The "Game options" panel of the Play screen: how the game the host is about to open plays, one control
 * per row of GAME_OPTIONS, as the row says. The switches come first, in the table's order, then the
 * choices, then the fields of the switched numbers that are on. The server stores and enforces each option
 * (startGame); this only edits them.
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
  const panelId = useId();
  const options = GAME_OPTION_NAMES.map((name) => ({
    name,
    control: GAME_OPTIONS[name].control,
    props: {
      ids: idsOf(panelId, name),
      drafted: draft[name],
      onChange: (drafted: OptionDraft) => onChange({ ...draft, [name]: drafted }),
      disabled,
    },
  }));
  return (
    <section className="game-options" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="game-options-title">
        Game options
      </h2>
      <ul className="game-options-list">
        {options.map(
          ({ name, control, props }) =>
            control.kind !== 'choice' && <SwitchOption key={name} control={control} {...props} />,
        )}
      </ul>
      {options.map(
        ({ name, control, props }) =>
          control.kind === 'choice' && <ChoiceOption key={name} control={control} {...props} />,
      )}
      {options.map(({ name, control, props: { drafted, ...props } }) => {
        if (control.kind !== 'switchedNumber' || !isNumberDraft(drafted) || !drafted.on) return null;
        const invalid = !GAME_OPTIONS[name].value.is(numberOf(drafted));
        return <NumberField key={name} control={control} drafted={drafted} invalid={invalid} {...props} />;
      })}
    </section>
  );
}
