import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  AUTO_ADVANCE_SECONDS,
  DEFAULT_GAME_OPTIONS,
  GAME_OPTION_NAMES,
  GAME_OPTIONS,
  type GameOptions,
} from '@/domain';
import { draftOf, GameOptionsPanel, optionsOf, type GameOptionsDraft } from './GameOptionsPanel';

const CHANGED: GameOptions = {
  allowLateJoins: false,
  friendlyNames: true,
  streakBonus: true,
  scoring: 'accuracy',
  autoAdvanceSeconds: 60,
  extraTime: 2,
  questionsOnDevices: true,
};

function Panel({ options, onEdit }: { options: GameOptions; onEdit: (draft: GameOptionsDraft) => void }) {
  const [draft, setDraft] = useState(() => draftOf(options));
  const change = (edited: GameOptionsDraft) => {
    setDraft(edited);
    onEdit(edited);
  };
  return <GameOptionsPanel draft={draft} onChange={change} disabled={false} />;
}

/** Shows the panel, starting from `options`; gives the options the host's last edit describes. */
function renderPanel(options: GameOptions) {
  let edited = draftOf(options);
  render(<Panel options={options} onEdit={(draft) => (edited = draft)} />);
  return () => optionsOf(edited);
}

describe('GameOptionsPanel', () => {
  it('offers each option of the table as its row says: the switches in order, then the choices, each with its hint', () => {
    renderPanel(DEFAULT_GAME_OPTIONS);
    const panel = screen.getByRole('region', { name: 'Game options' });
    const controls = GAME_OPTION_NAMES.map((name) => GAME_OPTIONS[name].control);
    const switches = controls.filter((control) => control.kind !== 'choice');
    const boxes = within(panel).getAllByRole('checkbox');
    expect(boxes).toHaveLength(switches.length);
    boxes.forEach((box, index) => {
      expect(box).toHaveAccessibleName(switches[index]?.label);
      expect(box).toHaveAccessibleDescription(switches[index]?.hint ?? '');
    });
    const choices = controls.filter((control) => control.kind === 'choice');
    expect(within(panel).getAllByRole('group')).toHaveLength(choices.length);
    for (const choice of choices) {
      const group = within(panel).getByRole('group', { name: choice.label });
      expect(group).toHaveAccessibleDescription(choice.hint);
      const labels: Readonly<Record<string | number, string>> = choice.labels;
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(choice.choices.map(String));
      for (const value of choice.choices) {
        expect(within(group).getByRole('radio', { name: labels[value] })).toBeInTheDocument();
      }
    }
  });

  it("shows a switched number's field only while it is on, starting from its first number", async () => {
    const chosen = renderPanel(DEFAULT_GAME_OPTIONS);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto-advance' }));
    expect(screen.getByRole('spinbutton', { name: 'Seconds before continuing' })).toHaveValue(
      AUTO_ADVANCE_SECONDS.default,
    );
    expect(chosen()).toEqual({
      ...DEFAULT_GAME_OPTIONS,
      autoAdvanceSeconds: AUTO_ADVANCE_SECONDS.default,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto-advance' }));
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('edits every option back to the defaults, each by its control', async () => {
    const chosen = renderPanel(CHANGED);
    // CHANGED has every switch the other way from the defaults.
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    for (const name of GAME_OPTION_NAMES) {
      const { control, default: fallback } = GAME_OPTIONS[name];
      if (control.kind !== 'choice') continue;
      const group = screen.getByRole('group', { name: control.label });
      const radio = within(group)
        .getAllByRole('radio')
        .find((one) => one.getAttribute('value') === String(fallback));
      if (radio) await userEvent.click(radio);
    }
    expect(chosen()).toEqual(DEFAULT_GAME_OPTIONS);
  });
});

describe('draftOf and optionsOf', () => {
  it.each([
    ['the defaults', DEFAULT_GAME_OPTIONS],
    ['every option changed', CHANGED],
  ])('give back the options a draft was made of: %s', (_, options) => {
    expect(optionsOf(draftOf(options))).toEqual(options);
  });

  it('keep the text of a field while off, and leave the option off', () => {
    const draft = draftOf({ ...CHANGED, autoAdvanceSeconds: null });
    expect(draft.autoAdvanceSeconds).toEqual({ on: false, text: '10' });
    expect(
      optionsOf({ ...draft, autoAdvanceSeconds: { on: false, text: 'x' } })?.autoAdvanceSeconds,
    ).toBeNull();
  });

  it.each(['4', '61', '7.5', '1e1', '', 'ten'])(
    'describe no options while a switched-on field holds %j',
    (text) => {
      expect(optionsOf({ ...draftOf(CHANGED), autoAdvanceSeconds: { on: true, text } })).toBeNull();
    },
  );

  it('read a field with spaces around its whole number', () => {
    const draft = { ...draftOf(CHANGED), autoAdvanceSeconds: { on: true, text: ' 15 ' } };
    expect(optionsOf(draft)?.autoAdvanceSeconds).toBe(15);
  });
});
