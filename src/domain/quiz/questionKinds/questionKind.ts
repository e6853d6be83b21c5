// What a question type is (SPEC §3, §4, §5 and §9): everything Loqi does differently by type, in one
// interface. Each type implements it in its own module; index.ts gathers them in the table every caller
// goes through, so that a new type is a new module and an entry the compiler asks for.
import type { GameQuestion } from '../../game/game';
import type { TypedAnswerGroup } from '../../game/typedAnswers';
import type { ChoiceAnswer, Question, QuestionType, StoragePath } from '../question';
import type { Random } from '../../game/shuffle';
import type { NewQuestionTemplate } from '../../account/user';

/** The question of type T. */
export type QuestionOf<T extends QuestionType> = Extract<Question, { questionType: T }>;

/** The game question of type T: the question and the order its options are shown in. */
export type GameQuestionOf<T extends QuestionType> = QuestionOf<T> & Pick<GameQuestion, 'displayOrder'>;

/** What a type adds to the fields every question has: its answers and its settings. */
export type TypedPart<T extends QuestionType> = T extends QuestionType
  ? Pick<QuestionOf<T>, 'questionType' | 'answers' | 'typeSpecificSettings'>
  : never;

/** Any answer reduced to what every type understands, for changing a question's type. */
export type PortableAnswer = ChoiceAnswer;

/** An option as the host's answer grid shows it, at its display position (what players see). */
export interface ShownOption {
  /** The display position, from 0: the option's number (position + 1), colour and shape. */
  position: number;
  text: string;
  /** The uploaded image of an image option. */
  image: StoragePath | null;
  /** Whether choosing it is right (choice and true/false); arrange items are all false. */
  correct: boolean;
}

/**
 * The editor's changes to a question's answers and settings (questionEditing.ts), as this type takes them.
 * A change the type does not have (an image on a true/false answer, a second order for open-ended answers)
 * returns the question unchanged.
 */
export interface AnswerEditing<Q extends Question> {
  /** Whether "delete answer" is offered for a list of `count` answers (as answerCount counts them). */
  canDeleteAnswer(count: number): boolean;
  /** A blank answer at the end; the caller has checked the count against the bounds. */
  addAnswer(question: Q): Q;
  deleteAnswer(question: Q, index: number): Q;
  moveAnswer(question: Q, from: number, to: number): Q;
  setAnswerText(question: Q, index: number, text: string): Q;
  commitAnswerText(question: Q, index: number): Q;
  setAnswerImage(question: Q, index: number, path: StoragePath): Q;
  removeAnswerImage(question: Q, index: number): Q;
  toggleCorrect(question: Q, index: number): Q;
  setOpenEndedAnswer(question: Q, index: number, text: string): Q;
  commitOpenEndedAnswers(question: Q): Q;
  setRandomizeOrder(question: Q, randomizeOrder: boolean): Q;
  setCaseSensitive(question: Q, caseSensitive: boolean): Q;
}

/**
 * A question type. `Answer` is what a player of this type sends: in display positions as the phone
 * sends it, in stored indices once the judge has mapped it back (storedAnswer). Methods (not function
 * properties) so that the table can be read through one type for every kind (kindOf).
 */
export interface QuestionKind<T extends QuestionType, Answer> {
  readonly type: T;
  /** How many answers it takes; for open-ended, accepted answers (not the empty slot). */
  readonly answerCount: { readonly min: number; readonly max: number };
  /** Whether the database drops its settings ({} is stored as nothing), to be put back on reading. */
  readonly settingsDroppedWhenStored: boolean;
  readonly editing: AnswerEditing<QuestionOf<T>>;

  // Authoring

  /** The answers and settings of a new question of this type, from the user's template. */
  newPart(template: NewQuestionTemplate): TypedPart<T>;
  /** Its answers reduced to what every type understands (convertQuestionType). */
  portableAnswers(question: QuestionOf<T>): PortableAnswer[];
  /** Answers and settings made from another type's answers (see convertQuestionType). */
  fromPortable(answers: readonly PortableAnswer[]): TypedPart<T>;
  /** How many answers it has, counted as `answerCount` counts them. */
  countAnswers(question: QuestionOf<T>): number;
  /** Whether it has what the server requires to be correct (a correct option, an accepted answer). */
  hasCorrectAnswer(question: QuestionOf<T>): boolean;
  /** Its answers and settings as the editor sends them: exactly its fields, the blur rules applied. */
  partForSave(question: QuestionOf<T>): TypedPart<T>;
  /** The question with nothing left that tells its correct answer (answerKeys.ts). */
  withoutKey(question: QuestionOf<T>): QuestionOf<T>;
  /** The game question as its host reads it until the question's results: no key, nothing that tells it. */
  gameQuestionWithoutKey(question: GameQuestionOf<T>): GameQuestionOf<T>;

  // Playing

  /** The order its options are shown in, fixed when the game starts. */
  displayOrder(question: QuestionOf<T>, random: Random): number[];
  /** How many options a player's answer screen shows. */
  optionCount(question: QuestionOf<T>): number;
  /** The options as the host shows them, in display order. */
  shownOptions(question: GameQuestionOf<T>): ShownOption[];
  /** The stored indices of its correct options. */
  correctIndices(question: QuestionOf<T>): number[];

  // Judging

  /** A player's answer read from the database (untrusted, parsed JSON), or undefined when it is not one. */
  decodeAnswer(value: unknown): Answer | undefined;
  /** The answer in stored indices, or undefined when it names a position that is not shown. */
  storedAnswer(answer: Answer, displayOrder: readonly number[]): Answer | undefined;
  /** Whether the answer (in stored indices) is correct. */
  isCorrect(question: QuestionOf<T>, answer: Answer): boolean;
  /**
   * How many players chose each shown option (`optionCount` of them), from the answers as sent (parsed
   * JSON): the host's results chart. Empty when the type has no chart.
   */
  optionCounts(optionCount: number, answers: readonly unknown[]): number[];
  /**
   * What the players typed, grouped for the host's results (typedAnswers.ts), from the answers as sent
   * (parsed JSON). Empty when players of the type type nothing.
   */
  typedAnswers(question: QuestionOf<T>, answers: readonly unknown[]): TypedAnswerGroup[];

  // Reporting

  /** A player's answer (in stored indices) in words, as a game's report shows it: option texts, typed text, order. */
  answerInWords(question: GameQuestionOf<T>, answer: Answer): string;
  /** The correct answer in words, as a game's report shows it. */
  correctAnswerInWords(question: GameQuestionOf<T>): string;
}
