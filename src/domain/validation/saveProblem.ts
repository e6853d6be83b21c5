// The editor's check before a save: the quiz as it will be sent (contentForSave), judged by the server's
// own schema, so that the author hears what the server would refuse before sending it. A module of its
// own, beside the schemas, because zod must stay off the player's phone.
import { editorMessages } from '../common/messages';
import type { QuizContent } from '../quiz/quiz';
import { contentForSave } from '../quiz/quizEditing';
import { quizContentSchema } from './quizValidation';

/** Why the server would refuse a quiz, said for its author: which question, and what is wrong with it. */
export interface SaveProblem {
  /** The question to show, or null when the problem is in the quiz settings. */
  questionIndex: number | null;
  message: string;
}

/** The first thing the server would refuse in the quiz as sent, or null when it takes it. */
export function saveProblem(content: QuizContent): SaveProblem | null {
  const parsed = quizContentSchema.safeParse(contentForSave(content));
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  if (!issue) return null;
  const [part, index, field] = issue.path;
  const fieldName = typeof field === 'string' ? (fieldNames[field] ?? field) : null;
  return part === 'questions' && typeof index === 'number'
    ? { questionIndex: index, message: editorMessages.questionProblem(index + 1, fieldName, issue.message) }
    : { questionIndex: null, message: editorMessages.settingsProblem(issue.message) };
}

/** The names of a question's fields as its author sees them in the editor. */
const fieldNames: Record<string, string> = {
  title: 'Title',
  desc: 'Description',
  answers: 'Answers',
  mediaURL: 'Media',
  timeLimit: 'Time limit',
  customPointsOptions: 'Points',
};
