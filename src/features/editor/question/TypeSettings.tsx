// The properties panel's settings of each question type (typeSpecificSettings), above the settings every
// question has.
import {
  setCaseSensitive,
  setRandomizeOrder,
  type MultiSelectQuestion,
  type OpenEndedQuestion,
  type Question,
  type SingleChoiceQuestion,
} from '@/domain';
import { Toggle } from './Toggle';

export interface TypeSettingsProps<Q extends Question = Question> {
  question: Q;
  update: (change: (current: Question) => Question) => void;
}

/** Single choice and multi-select: the options shuffled for players. */
export function ChoiceSettings({
  question,
  update,
}: TypeSettingsProps<SingleChoiceQuestion | MultiSelectQuestion>) {
  return (
    <Toggle
      checked={question.typeSpecificSettings.randomizeOrder}
      onChange={(on) => update((current) => setRandomizeOrder(current, on))}
    >
      Randomise answer order
    </Toggle>
  );
}

/** Open-ended: players' answers matched with their case. */
export function OpenEndedSettings({ question, update }: TypeSettingsProps<OpenEndedQuestion>) {
  return (
    <Toggle
      checked={question.typeSpecificSettings.caseSensitive}
      onChange={(on) => update((current) => setCaseSensitive(current, on))}
    >
      Case sensitive
    </Toggle>
  );
}

/** True/false and arrange have no settings of their own. */
export function NoSettings() {
  return null;
}
