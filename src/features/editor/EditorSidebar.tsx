// The editor's sidebar (SPEC §2 Editor): who is editing, the quiz settings, Save, and the numbered list
// of questions with Add question, Import and delete. On a phone it is a bar above the question, whose list of
// questions opens as a drawer.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ListIcon,
  PlusIcon,
  SettingsIcon,
  TrashIcon,
  UploadIcon,
} from '@/common/components/Icons';
import { QuestionTypeIcon } from '@/common/components/QuestionTypeIcon';
import { pageUrls } from '@/common/urls';
import {
  canAddQuestion,
  canDeleteQuestion,
  editorMessages,
  QUESTION_COUNT_MAX,
  questionCount,
  questionTypeNames,
  screenTexts,
  type Question,
} from '@/domain';
import { useUsername } from '@/features/auth';
import {
  deleteQuestion,
  moveQuestion,
  selectPart,
  useEditorStore,
  useIsDirty,
  type EditorSelection,
} from './editorStore';

interface EditorSidebarProps {
  onSave: () => void;
  onAddQuestion: () => void;
  /**
   * The author goes on to edit the question now shown: one just added, or one chosen from the phone's
   * drawer, whose closing would otherwise leave focus on nothing.
   */
  onEditShownQuestion: () => void;
  /** Opens the import dialog, which adds a file's questions to the quiz. */
  onImport: () => void;
  /** The Log In modal over the editor, coming back to it once signed in. */
  logInLink: string;
}

export function EditorSidebar({
  onSave,
  onAddQuestion,
  onEditShownQuestion,
  onImport,
  logInLink,
}: EditorSidebarProps) {
  const username = useUsername();
  const dirty = useIsDirty();
  const questions = useEditorStore((state) => state.content.questions);
  const selected = useEditorStore((state) => state.selected);
  const [listOpen, setListOpen] = useState(false);
  const count = questions.length;
  // Add question and Import both add questions: both wait while the quiz is full, saying why.
  const full = !canAddQuestion(count);
  const fullNotice = full ? `A quiz holds at most ${QUESTION_COUNT_MAX} questions.` : undefined;

  /** On a phone, choosing from the drawer closes it and shows the chosen part from its top. */
  const choose = (part: EditorSelection) => {
    selectPart(part);
    if (listOpen) {
      window.scrollTo({ top: 0 });
      if (typeof part === 'number') onEditShownQuestion();
    }
    setListOpen(false);
  };

  return (
    <nav className="editor-sidebar" aria-label="Quiz outline">
      <div className="editor-sidebar-top">
        {username ? (
          <Link className="editor-user" to={pageUrls.settings}>
            {username}
          </Link>
        ) : (
          <Link className="editor-user" to={logInLink}>
            Log In
          </Link>
        )}
        <button
          type="button"
          className={`button button-primary editor-save${dirty ? ' editor-save-dirty' : ''}`}
          aria-label={dirty ? editorMessages.saveUnsaved : 'Save'}
          onClick={onSave}
        >
          {dirty && <span className="editor-save-dot" aria-hidden="true" />}
          Save{dirty && <span aria-hidden="true">*</span>}
        </button>
      </div>
      <button
        type="button"
        className="editor-part editor-settings-entry"
        aria-label="Quiz settings"
        aria-current={selected === 'settings' ? 'true' : undefined}
        onClick={() => choose('settings')}
      >
        <SettingsIcon />
        <span className="editor-settings-label" aria-hidden="true">
          Quiz settings
        </span>
      </button>
      <button
        type="button"
        className="button button-secondary editor-list-toggle"
        aria-expanded={listOpen}
        aria-controls="editor-question-list"
        onClick={() => setListOpen((open) => !open)}
      >
        <ListIcon />
        <span className="editor-list-toggle-label" aria-hidden={typeof selected === 'number'}>
          {typeof selected === 'number' ? `Q${selected + 1} of ${count}` : questionCount(count)}
        </span>
        {typeof selected === 'number' && (
          <span className="visually-hidden">
            Question {selected + 1} of {count}
          </span>
        )}
      </button>
      <div id="editor-question-list" className="editor-questions" data-open={listOpen}>
        <ol className="editor-question-list" aria-label="Questions">
          {questions.map((question, index) => (
            <QuestionItem
              key={index}
              index={index}
              question={question}
              count={count}
              current={selected === index}
              onChoose={() => choose(index)}
            />
          ))}
        </ol>
        <button
          type="button"
          className="button button-secondary editor-add-question"
          disabled={full}
          title={fullNotice}
          onClick={() => {
            onAddQuestion();
            onEditShownQuestion();
            if (listOpen) window.scrollTo({ top: 0 });
            setListOpen(false);
          }}
        >
          <PlusIcon size={32} />
          Add question
        </button>
        <button
          type="button"
          className="button button-secondary editor-import"
          disabled={full}
          title={fullNotice}
          onClick={() => {
            setListOpen(false);
            onImport();
          }}
        >
          <UploadIcon size={20} />
          Import
        </button>
      </div>
    </nav>
  );
}

interface QuestionItemProps {
  index: number;
  question: Question;
  count: number;
  current: boolean;
  onChoose: () => void;
}

/**
 * A question in the outline: its number, its type's icon and its title, which is cut to two lines except
 * for the question shown, whose title wraps in full above its move and delete buttons.
 */
function QuestionItem({ index, question, count, current, onChoose }: QuestionItemProps) {
  const number = index + 1;
  const typeName = questionTypeNames[question.questionType];
  const itemRef = useRef<HTMLLIElement>(null);

  // A question added or moved out of sight is brought into view.
  useEffect(() => {
    if (current) itemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current, index]);

  return (
    <li ref={itemRef} className="editor-question-item" data-current={current}>
      <button
        type="button"
        className="editor-part"
        aria-current={current ? 'true' : undefined}
        onClick={onChoose}
      >
        <span className="editor-question-number" aria-hidden="true">
          {number}
        </span>
        <span className="editor-question-type" title={typeName}>
          <QuestionTypeIcon type={question.questionType} size={18} />
        </span>
        <span className="visually-hidden">Question {number}: </span>
        {/* An empty title is saved as "Untitled question", and shown so here. */}
        <span className="editor-question-title" data-untitled={question.title === '' || undefined}>
          {question.title || screenTexts.untitledQuestion}
        </span>
        <span className="visually-hidden"> ({typeName})</span>
      </button>
      <div className="editor-question-actions">
        {current && (
          <>
            <button
              type="button"
              className="icon-button editor-icon-button"
              aria-label={`Move question ${number} up`}
              disabled={index === 0}
              onClick={() => moveQuestion(index, index - 1)}
            >
              <ArrowUpIcon size={18} />
            </button>
            <button
              type="button"
              className="icon-button editor-icon-button"
              aria-label={`Move question ${number} down`}
              disabled={index === count - 1}
              onClick={() => moveQuestion(index, index + 1)}
            >
              <ArrowDownIcon size={18} />
            </button>
          </>
        )}
        {canDeleteQuestion(count) && (
          <button
            type="button"
            className="icon-button icon-button-danger editor-icon-button"
            aria-label={`Delete question ${number}`}
            onClick={() => deleteQuestion(index)}
          >
            <TrashIcon />
          </button>
        )}
      </div>
    </li>
  );
}
