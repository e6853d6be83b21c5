import { useId, useState } from 'react';
import { NumberField } from '@/common/components/NumberField';
import {
  BASE_POINTS_MAX,
  BASE_POINTS_SHARE,
  convertQuestionType,
  QUESTION_TYPES,
  questionEditorTexts,
  questionTypeNames,
  setBasePoints,
  setTimeBonus,
  setTimeLimit,
  setTitlePlusDesc,
  setTitlePlusImg,
  setTotalPoints,
  TIME_BONUS_MAX,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  TOTAL_POINTS_MAX,
  totalPoints,
  type Question,
  type QuestionType,
} from '@/domain';
import { Toggle } from './Toggle';
import { typeEditorOf } from './typeEditors';
import { useQuestionUpdate } from './useQuestionUpdate';
import './questionEditor.css';

export interface QuestionPropertiesProps {
  question: Question;
  onChange: (next: Question) => void;
}

/**
 * The properties panel of a question (SPEC §2, Editor): its type, time limit, points and display options.
 * Changing the type converts the answers (SPEC §4).
 */
export function QuestionProperties({ question, onChange }: QuestionPropertiesProps) {
  const update = useQuestionUpdate(question, onChange);
  const typeId = useId();
  const { Settings } = typeEditorOf(question.questionType);
  const points = question.customPointsOptions;

  return (
    <section className="question-properties" aria-label="Question properties">
      <div className="field">
        <label className="field-label" htmlFor={typeId}>
          Question type
        </label>
        <select
          id={typeId}
          value={question.questionType}
          onChange={(event) =>
            update((current) => convertQuestionType(current, Number(event.target.value) as QuestionType))
          }
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {questionTypeNames[type]}
            </option>
          ))}
        </select>
      </div>

      <CommittedNumberField
        label="Time limit (seconds)"
        value={question.timeLimit}
        min={TIME_LIMIT_MIN_SECONDS}
        max={TIME_LIMIT_MAX_SECONDS}
        onCommit={(typed) => update((current) => setTimeLimit(current, typed))}
      />

      <fieldset className="qe-properties-group">
        <legend className="field-label">Points</legend>
        <CommittedNumberField
          label="Total points"
          value={totalPoints(points)}
          min={0}
          max={TOTAL_POINTS_MAX}
          onCommit={(typed) => update((current) => setTotalPoints(current, typed))}
        />
        <div className="qe-properties-pair">
          <CommittedNumberField
            label="Base points"
            value={points.basePoints}
            min={0}
            max={BASE_POINTS_MAX}
            onCommit={(typed) => update((current) => setBasePoints(current, typed))}
          />
          <CommittedNumberField
            label="Time bonus"
            value={points.timeBonus}
            min={0}
            max={TIME_BONUS_MAX}
            onCommit={(typed) => update((current) => setTimeBonus(current, typed))}
          />
        </div>
        <p className="qe-field-hint">{questionEditorTexts.pointsSplit(BASE_POINTS_SHARE * 100)}</p>
      </fieldset>

      <fieldset className="qe-properties-group">
        <legend className="field-label">Options</legend>
        <Settings question={question} update={update} />
        <Toggle
          checked={question.titlePlusDesc}
          onChange={(on) => update((current) => setTitlePlusDesc(current, on))}
        >
          Show title with description
        </Toggle>
        <Toggle
          checked={question.titlePlusImg}
          onChange={(on) => update((current) => setTitlePlusImg(current, on))}
        >
          Show title with image
        </Toggle>
      </fieldset>
    </section>
  );
}

/**
 * A number field over a number of the question. What is typed is applied at once, clamped by the domain,
 * while the field keeps showing the typed text where it means that number ("05", or "" while retyping);
 * once focus leaves, it shows the question's number again.
 */
function CommittedNumberField({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (typed: string) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && (typed.trim() === '' || Number(typed) === value) ? typed : String(value);

  return (
    <NumberField
      label={label}
      value={shown}
      min={min}
      max={max}
      onChange={(text) => {
        setTyped(text);
        if (text.trim() !== '' && Number.isFinite(Number(text))) onCommit(text);
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
