// Stand-ins for the question editor and properties of branch `questions`, until it is merged.
import {
  convertQuestionType,
  QUESTION_TYPES,
  questionTypeNames,
  type Question,
  type QuestionType,
  type StoragePath,
} from '@/domain';

interface QuestionEditorProps {
  question: Question;
  onChange: (next: Question) => void;
  pickImage: () => Promise<StoragePath | null>;
}

export function QuestionEditor({ question, onChange, pickImage }: QuestionEditorProps) {
  return (
    <div className="form">
      <label className="field">
        <span className="field-label">Question title</span>
        <input
          value={question.title}
          onChange={(event) => onChange({ ...question, title: event.target.value })}
        />
      </label>
      {(question.questionType === 0 || question.questionType === 3) &&
        question.answers.map((answer, index) => (
          <label className="field" key={index}>
            <span className="field-label">Answer {index + 1}</span>
            <input
              value={answer.name}
              onChange={(event) =>
                onChange({
                  ...question,
                  answers: question.answers.map((old, at) =>
                    at === index ? { ...old, name: event.target.value } : old,
                  ),
                })
              }
            />
          </label>
        ))}
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          void pickImage().then((path) => path && onChange({ ...question, mediaMode: 1, mediaURL: path }))
        }
      >
        Add image
      </button>
    </div>
  );
}

export function QuestionProperties({ question, onChange }: Omit<QuestionEditorProps, 'pickImage'>) {
  return (
    <label className="field">
      <span className="field-label">Question type</span>
      <select
        value={question.questionType}
        onChange={(event) =>
          onChange(convertQuestionType(question, Number(event.target.value) as QuestionType))
        }
      >
        {QUESTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {questionTypeNames[type]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ImageManager({
  onPick,
  onClose,
}: {
  onPick: (path: StoragePath) => void;
  onClose: () => void;
}) {
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-label="Image manager">
        <button
          type="button"
          className="button button-primary"
          onClick={() => onPick(['placeholder', 'image.png'])}
        >
          Use image
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
