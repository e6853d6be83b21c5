import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  commitTitle,
  DESCRIPTION_MAX_LENGTH,
  EXPLANATION_MAX_LENGTH,
  screenTexts,
  setDescription,
  setExplanation,
  setTitle,
  TITLE_MAX_LENGTH,
  type Question,
  type StoragePath,
} from '@/domain';
import type { AnswersEditorProps } from './AnswersFrame';
import { QuestionMedia } from './QuestionMedia';
import { typeEditorOf } from './typeEditors';
import { useQuestionUpdate } from './useQuestionUpdate';
import './questionEditor.css';

export interface QuestionEditorProps {
  question: Question;
  onChange: (next: Question) => void;
  /** Opens the image manager; resolves with the chosen upload, or null when the author cancels. */
  pickImage: () => Promise<StoragePath | null>;
  /**
   * Moves focus to the title, then calls onTitleFocused: the author just added this question, or chose it
   * from the phone's drawer, which closed under their focus.
   */
  focusTitle?: boolean;
  onTitleFocused?: () => void;
}

/**
 * One question's title, description, media, answers and explanation (SPEC §2, Editor). Controlled: every edit is
 * reported through onChange as the whole next question, made by the domain's questionEditing functions.
 */
export function QuestionEditor({
  question,
  onChange,
  pickImage,
  focusTitle = false,
  onTitleFocused,
}: QuestionEditorProps) {
  const update = useQuestionUpdate(question, onChange);
  const titleRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const explanationId = useId();
  const explanation = question.explanation ?? '';

  useEffect(() => {
    if (!focusTitle) return;
    titleRef.current?.focus();
    onTitleFocused?.();
  }, [focusTitle, onTitleFocused]);

  return (
    <div className="question-editor">
      <div className="field qe-field">
        <CountedLabel htmlFor={titleId} length={question.title.length} max={TITLE_MAX_LENGTH}>
          Question title
        </CountedLabel>
        <textarea
          ref={titleRef}
          id={titleId}
          className="qe-title-input"
          rows={1}
          value={question.title}
          maxLength={TITLE_MAX_LENGTH}
          placeholder={screenTexts.untitledQuestion}
          onChange={(event) => update((current) => setTitle(current, event.target.value))}
          onKeyDown={(event) => {
            // A title is one line: Enter does not break it.
            if (event.key === 'Enter') event.preventDefault();
          }}
          onFocus={(event) => {
            // A saved quiz stores an empty title as the default: typing overwrites it at once.
            if (question.title === screenTexts.untitledQuestion) event.target.select();
          }}
          onBlur={() => update(commitTitle)}
        />
      </div>

      <div className="field qe-field">
        <CountedLabel htmlFor={descriptionId} length={question.desc.length} max={DESCRIPTION_MAX_LENGTH}>
          Question description
        </CountedLabel>
        <textarea
          id={descriptionId}
          className="qe-description-input"
          value={question.desc}
          maxLength={DESCRIPTION_MAX_LENGTH}
          rows={2}
          placeholder="Optional: more detail shown with the title"
          onChange={(event) => update((current) => setDescription(current, event.target.value))}
        />
      </div>

      <QuestionMedia question={question} update={update} pickImage={pickImage} />

      <AnswersEditor question={question} update={update} pickImage={pickImage} />

      <div className="field qe-field">
        <CountedLabel htmlFor={explanationId} length={explanation.length} max={EXPLANATION_MAX_LENGTH}>
          Explanation
        </CountedLabel>
        <textarea
          id={explanationId}
          className="qe-description-input"
          value={explanation}
          maxLength={EXPLANATION_MAX_LENGTH}
          rows={3}
          placeholder="Optional: why the answer is right, shown with the results"
          onChange={(event) => update((current) => setExplanation(current, event.target.value))}
        />
      </div>
    </div>
  );
}

/** A field's label with how much of its limit is used, e.g. "35/200". */
function CountedLabel({
  htmlFor,
  length,
  max,
  children,
}: {
  htmlFor: string;
  length: number;
  max: number;
  children: ReactNode;
}) {
  return (
    <div className="qe-label-row">
      <label className="field-label" htmlFor={htmlFor}>
        {children}
      </label>
      <span className="qe-count" data-full={length >= max} aria-hidden="true">
        {length}/{max}
      </span>
    </div>
  );
}

function AnswersEditor({ question, update, pickImage }: AnswersEditorProps) {
  const { Answers } = typeEditorOf(question.questionType);
  return <Answers question={question} update={update} pickImage={pickImage} />;
}
