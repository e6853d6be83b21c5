import type { CSSProperties } from 'react';
import { CheckIcon, ImageIcon, TrashIcon } from '@/common/components/Icons';
import { answerColour } from '@/common/answerPalette';
import { AnswerShape } from '@/common/components/AnswerShape';
import {
  addAnswer,
  ANSWER_COUNT_BOUNDS,
  ANSWER_MAX_LENGTH,
  AnswerKind,
  answerGrid,
  canAddAnswer,
  canDeleteAnswer,
  commitAnswerText,
  deleteAnswer,
  hasCorrectAnswer,
  imageAnswerPath,
  questionEditorTexts,
  removeAnswerImage,
  setAnswerImage,
  setAnswerText,
  toggleCorrect,
  type ChoiceAnswer,
  type MultiSelectQuestion,
  type SingleChoiceQuestion,
} from '@/domain';
import { AddAnswerButton, AnswersHeader, type AnswersEditorProps } from './AnswersFrame';
import { UploadedImage } from './QuestionMedia';

/** The colour and shape of an option, as CSS properties its tile and badge read. */
export function answerColourStyle(index: number): CSSProperties {
  const { fill, ink } = answerColour(index);
  return { '--answer-fill': fill, '--answer-ink': ink } as CSSProperties;
}

/** An option's shape and number, as players will see it. */
export function AnswerBadge({ index }: { index: number }) {
  return (
    <span className="qe-answer-badge" aria-hidden="true">
      <AnswerShape shape={answerColour(index).shape} size={22} />
      {index + 1}
    </span>
  );
}

/**
 * The big "correct" check of a tile: a checkbox (choice) or a radio (true/false) drawn as a pill, which
 * says "Correct" and, when checked, shows a check in its ring: never its colour alone.
 */
export function CorrectToggle({
  type,
  checked,
  label,
  name,
  onChange,
}: {
  type: 'checkbox' | 'radio';
  checked: boolean;
  label: string;
  name?: string;
  onChange: () => void;
}) {
  return (
    <label className="qe-correct" data-checked={checked}>
      <input type={type} name={name} checked={checked} aria-label={label} onChange={onChange} />
      <span className="qe-correct-mark" aria-hidden="true">
        {checked && <CheckIcon size={18} />}
      </span>
      <span aria-hidden="true">Correct</span>
    </label>
  );
}

/**
 * The options of a single-choice or multi-select question: 2 to 12 tiles laid out as the host's answer grid
 * (SPEC §9), each in its answer colour and shape, with text or an image and a correct toggle.
 */
export function ChoiceAnswers({
  question,
  update,
  pickImage,
}: AnswersEditorProps<SingleChoiceQuestion | MultiSelectQuestion>) {
  const count = question.answers.length;
  const { max } = ANSWER_COUNT_BOUNDS[question.questionType];
  const canDelete = canDeleteAnswer(question.questionType, count);
  const { columns } = answerGrid(count);

  const pickAnswerImage = async (index: number) => {
    const path = await pickImage();
    if (path) update((current) => setAnswerImage(current, index, path));
  };

  return (
    <section className="qe-answers" aria-label="Answers">
      <AnswersHeader
        status={questionEditorTexts.answerCount(count, max, 'options')}
        warning={hasCorrectAnswer(question) ? null : questionEditorTexts.noCorrectOption}
      />
      <ol
        className="qe-answer-grid"
        style={
          { '--answer-columns': columns, '--answer-columns-medium': Math.min(columns, 2) } as CSSProperties
        }
      >
        {question.answers.map((answer, index) => (
          <ChoiceTile
            key={index}
            index={index}
            answer={answer}
            canDelete={canDelete}
            onText={(text) => update((current) => setAnswerText(current, index, text))}
            onTextDone={() => update((current) => commitAnswerText(current, index))}
            onToggleCorrect={() => update((current) => toggleCorrect(current, index))}
            onPickImage={() => void pickAnswerImage(index)}
            onRemoveImage={() => update((current) => removeAnswerImage(current, index))}
            onDelete={() => update((current) => deleteAnswer(current, index))}
          />
        ))}
      </ol>
      <AddAnswerButton
        label="Add option"
        enabled={canAddAnswer(question.questionType, count)}
        onAdd={() => update(addAnswer)}
      />
    </section>
  );
}

interface ChoiceTileProps {
  index: number;
  answer: ChoiceAnswer;
  canDelete: boolean;
  onText: (text: string) => void;
  onTextDone: () => void;
  onToggleCorrect: () => void;
  onPickImage: () => void;
  onRemoveImage: () => void;
  onDelete: () => void;
}

function ChoiceTile({
  index,
  answer,
  canDelete,
  onText,
  onTextDone,
  onToggleCorrect,
  onPickImage,
  onRemoveImage,
  onDelete,
}: ChoiceTileProps) {
  const number = index + 1;
  const imagePath = answer.type === AnswerKind.Image ? imageAnswerPath(answer.name) : null;

  return (
    <li className="qe-answer-tile" style={answerColourStyle(index)} data-correct={answer.isCorrect}>
      <div className="qe-tile-bar">
        <AnswerBadge index={index} />
        <CorrectToggle
          type="checkbox"
          checked={answer.isCorrect}
          label={`Mark option ${number} correct`}
          onChange={onToggleCorrect}
        />
        <span className="qe-tile-tools">
          {!imagePath && (
            <button
              type="button"
              className="qe-tile-button"
              aria-label={`Add image to option ${number}`}
              onClick={onPickImage}
            >
              <ImageIcon />
            </button>
          )}
          <button
            type="button"
            className="qe-tile-button"
            aria-label={`Delete option ${number}`}
            disabled={!canDelete}
            onClick={onDelete}
          >
            <TrashIcon />
          </button>
        </span>
      </div>
      {imagePath ? (
        <div className="qe-tile-image">
          <UploadedImage path={imagePath} alt={`Option ${number} image`} className="qe-tile-image-frame" />
          <div className="qe-tile-image-actions">
            <button
              type="button"
              className="qe-tile-chip"
              onClick={onPickImage}
              aria-label={`Replace image of option ${number}`}
            >
              <ImageIcon />
              Replace
            </button>
            <button
              type="button"
              className="qe-tile-chip"
              onClick={onRemoveImage}
              aria-label={`Remove image from option ${number}`}
            >
              <TrashIcon />
              Remove
            </button>
          </div>
        </div>
      ) : (
        <input
          className="qe-tile-input"
          aria-label={`Option ${number} text`}
          placeholder={`Option ${number}`}
          value={answer.name}
          maxLength={ANSWER_MAX_LENGTH}
          onChange={(event) => onText(event.target.value)}
          onBlur={onTextDone}
        />
      )}
    </li>
  );
}
