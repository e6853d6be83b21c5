// The answer screens of SPEC §2, by question type. The phone shows each option as the host does, by
// number, colour and shape, at the position the host shows it, and answers in those positions
// (GameQuestion.displayOrder maps them back on the server). With "Show questions on devices" it
// also shows each option's text beside its shape and number; otherwise it never sees the texts.
import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { answerColour } from '@/common/answerPalette';
import { AnswerShape } from '@/common/components/AnswerShape';
import { answerGrid, questionEditorTexts } from '@/domain';
import type { QuestionType, PlayerAnswerOf } from '@/domain';
import { useAnswerDraft } from './answerDraft';
import { moveButtonAfterMove, moveItem, shownOrder } from './arrangement';
import { PlayField } from './PlayField';

/** What the answer screen of a question of type T is given, and what it answers with. */
export interface AnswerInputProps<T extends QuestionType> {
  /** How many options the screen shows (0 for open-ended). */
  options: number;
  /** The question's number: what the player chooses or types is kept by it through a pause. */
  questionNumber: number;
  /** The options' texts by display position, when the game shows questions on devices; null otherwise. */
  texts: readonly string[] | null;
  onAnswer: (answer: PlayerAnswerOf<T>) => void;
}

/** How a cell is labelled: on its face, and in what screen readers call it. */
interface OptionNaming {
  face: (position: number) => ReactNode;
  name: (position: number) => string;
}

/** Cells numbered from 1. */
const NUMBERED: OptionNaming = {
  face: (position) => position + 1,
  name: (position) => `Answer ${position + 1}`,
};

const TRUE_FALSE_NAMES = ['True', 'False'];
/** The longest open-ended answer the phone lets a player type (SPEC §9). */
const OPEN_ANSWER_INPUT_MAX_LENGTH = 200;

/** The two cells of a true/false question, True then False. */
const TRUE_OR_FALSE: OptionNaming = {
  face: (position) => TRUE_FALSE_NAMES[position],
  name: (position) => TRUE_FALSE_NAMES[position] ?? `Answer ${position + 1}`,
};

/**
 * What an option is called, for screen readers: "Answer 1 (Red triangle)", "True (Red triangle)", and with
 * its text shown, "Answer 1: Canberra (Red triangle)".
 */
function optionName(position: number, naming: OptionNaming, text?: string): string {
  const { name, shape } = answerColour(position);
  return `${naming.name(position)}${text ? `: ${text}` : ''} (${name} ${shape})`;
}

/** The colours of the option shown at `position`, for a cell's inline style. */
function optionStyle(position: number): CSSProperties {
  const { fill, ink } = answerColour(position);
  // --check-ink: the tick of a chosen multi-select cell, drawn in the fill on a disc of the ink.
  return { background: fill, color: ink, '--check-ink': fill } as CSSProperties;
}

/** What a cell shows: the shape, and the number (or True / False); beside them the text, when shown. */
function OptionFace({ position, naming, text }: { position: number; naming: OptionNaming; text?: string }) {
  return (
    <>
      <AnswerShape shape={answerColour(position).shape} size={text ? 32 : 44} />
      <span className="answer-cell-label">{naming.face(position)}</span>
      {text && <span className="answer-cell-text">{text}</span>}
    </>
  );
}

interface AnswerGridProps {
  options: number;
  naming: OptionNaming;
  /** The options' texts by position, shown in the cells; null: numbers alone. */
  texts: readonly string[] | null;
  onTap: (position: number) => void;
  /** Multi-select: the chosen cells (the cells toggle); absent, a tap is the answer. */
  chosen?: ReadonlySet<number>;
}

/** The cells in the answer grid of SPEC §2 and §9 (rows and columns swap on a phone held upright). */
function AnswerGrid({ options, naming, texts, onTap, chosen }: AnswerGridProps) {
  const { rows, columns } = answerGrid(options);
  const style = { '--answer-rows': rows, '--answer-columns': columns } as CSSProperties;
  const cellClass = `answer-cell${chosen ? ' answer-cell-toggle' : ''}${texts ? ' answer-cell-with-text' : ''}`;
  return (
    <div className={texts ? 'answer-grid answer-grid-texts' : 'answer-grid'} style={style}>
      {shownOrder(options).map((position) => (
        <button
          key={position}
          type="button"
          className={cellClass}
          style={optionStyle(position)}
          aria-label={optionName(position, naming, texts?.[position])}
          aria-pressed={chosen ? chosen.has(position) : undefined}
          onClick={() => onTap(position)}
        >
          <OptionFace position={position} naming={naming} text={texts?.[position]} />
          {chosen && <span className="answer-cell-check" aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
}

/** Single choice: a tap on a numbered cell is the answer. */
export function ChoiceAnswer({
  options,
  texts,
  onAnswer,
}: AnswerInputProps<typeof QuestionType.SingleChoice>) {
  return <AnswerGrid options={options} naming={NUMBERED} texts={texts} onTap={onAnswer} />;
}

/** True/false: a tap on True or False is the answer (its cells say so already: no texts beside). */
export function TrueFalseAnswer({ options, onAnswer }: AnswerInputProps<typeof QuestionType.TrueFalse>) {
  return <AnswerGrid options={options} naming={TRUE_OR_FALSE} texts={null} onTap={onAnswer} />;
}

/** Multi-select: cells toggle, Submit sends the chosen positions in ascending order. */
export function MultiSelectAnswer({
  options,
  questionNumber,
  texts,
  onAnswer,
}: AnswerInputProps<typeof QuestionType.MultiSelect>) {
  const [chosen, setChosen] = useAnswerDraft<ReadonlySet<number>>(questionNumber, () => new Set());
  const toggle = (position: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(position)) next.add(position);
      return next;
    });

  return (
    <div className="answer-with-submit">
      <AnswerGrid options={options} naming={NUMBERED} texts={texts} onTap={toggle} chosen={chosen} />
      <button
        type="button"
        className="button button-primary answer-submit"
        disabled={chosen.size === 0}
        onClick={() => onAnswer([...chosen].sort((a, b) => a - b))}
      >
        Submit
      </button>
    </div>
  );
}

/** Open-ended: a text box of at most 200 characters; Enter (the form's own submission) or Submit sends it. */
export function OpenAnswer({ questionNumber, onAnswer }: AnswerInputProps<typeof QuestionType.OpenEnded>) {
  const [text, setText] = useAnswerDraft(questionNumber, () => '');
  const blank = text.trim() === '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onAnswer(text);
  };

  return (
    <form className="open-answer" onSubmit={onSubmit}>
      <PlayField
        label="Your answer"
        className="open-answer-input"
        value={text}
        maxLength={OPEN_ANSWER_INPUT_MAX_LENGTH}
        onText={setText}
        autoComplete="off"
        enterKeyHint="send"
        // The screen is there for this box alone: the keyboard may come up at once.
        autoFocus
      />
      <button type="submit" className="button button-primary answer-submit" disabled={blank}>
        Submit
      </button>
    </form>
  );
}

/**
 * Arrange: the items as shown, moved with up and down arrows, then Submit sends the order. A move keeps
 * focus on the moved item's buttons and says where the item went, so the keyboard can keep moving it.
 */
export function ArrangeAnswer({
  options,
  questionNumber,
  texts,
  onAnswer,
}: AnswerInputProps<typeof QuestionType.Arrange>) {
  const [order, setOrder] = useAnswerDraft(questionNumber, () => shownOrder(options));
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ position: number; direction: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterMove) return;
    const { position, direction } = focusAfterMove;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-position="${position}"][data-direction="${direction}"]`)
      ?.focus();
  }, [focusAfterMove]);

  const move = (index: number, direction: -1 | 1) => {
    const position = order[index];
    const newIndex = index + direction;
    if (position === undefined || newIndex < 0 || newIndex >= order.length) return;
    setOrder((current) => moveItem(current, index, direction));
    setFocusAfterMove({ position, direction: moveButtonAfterMove(direction, newIndex, order.length) });
    setAnnouncement(questionEditorTexts.itemMoved(newIndex + 1, order.length));
  };

  return (
    <div className="answer-with-submit">
      <ol className="arrange-list" aria-label="Your order, first to last" ref={listRef}>
        {order.map((position, index) => (
          <li key={position} className="arrange-item" style={optionStyle(position)}>
            <span className="arrange-face" aria-hidden="true">
              <OptionFace position={position} naming={NUMBERED} text={texts?.[position]} />
            </span>
            <span className="visually-hidden">{optionName(position, NUMBERED, texts?.[position])}</span>
            <span className="arrange-moves">
              <button
                type="button"
                className="arrange-move"
                aria-label={`Move answer ${position + 1} up`}
                data-position={position}
                data-direction={-1}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <Arrow direction="up" />
              </button>
              <button
                type="button"
                className="arrange-move"
                aria-label={`Move answer ${position + 1} down`}
                data-position={position}
                data-direction={1}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                <Arrow direction="down" />
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <button type="button" className="button button-primary answer-submit" onClick={() => onAnswer(order)}>
        Submit
      </button>
    </div>
  );
}

function Arrow({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg width={28} height={28} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'up' ? 'M12 5 4 14h5v5h6v-5h5Z' : 'M12 19 4 10h5V5h6v5h5Z'}
        fill="currentColor"
      />
    </svg>
  );
}
