// The editor's part of each question type: the answers editor under the question, and the type's own
// settings in the properties panel. The table's type asks for an entry per QuestionType.
import type { ComponentType } from 'react';
import { QuestionType, type QuestionOf } from '@/domain';
import { ArrangeAnswers } from './ArrangeAnswers';
import { ChoiceAnswers } from './ChoiceAnswers';
import { OpenEndedAnswers } from './OpenEndedAnswers';
import type { AnswersEditorProps } from './AnswersFrame';
import { TrueFalseAnswers } from './TrueFalseAnswers';
import { ChoiceSettings, NoSettings, OpenEndedSettings, type TypeSettingsProps } from './TypeSettings';

export interface TypeEditor<T extends QuestionType> {
  Answers: ComponentType<AnswersEditorProps<QuestionOf<T>>>;
  Settings: ComponentType<TypeSettingsProps<QuestionOf<T>>>;
}

const typeEditors: { [T in QuestionType]: TypeEditor<T> } = {
  [QuestionType.SingleChoice]: { Answers: ChoiceAnswers, Settings: ChoiceSettings },
  [QuestionType.TrueFalse]: { Answers: TrueFalseAnswers, Settings: NoSettings },
  [QuestionType.OpenEnded]: { Answers: OpenEndedAnswers, Settings: OpenEndedSettings },
  [QuestionType.MultiSelect]: { Answers: ChoiceAnswers, Settings: ChoiceSettings },
  [QuestionType.Arrange]: { Answers: ArrangeAnswers, Settings: NoSettings },
};

/** The editor's part of the question type `type`, to render with a question of that type. */
export const typeEditorOf = <T extends QuestionType>(type: T): TypeEditor<T> => typeEditors[type];
