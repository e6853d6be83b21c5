// Defaults for new users, questions and quizzes (SPEC §3).
import { DEFAULT_BASE_POINTS, DEFAULT_TIME_BONUS, DEFAULT_TIME_LIMIT_SECONDS } from '../common/constants';
import { screenTexts } from '../common/messages';
import { clampTemplatePoints } from './points';
import { MediaMode, QuestionType, type Question } from './question';
import { questionKinds } from './questionKinds';
import { Visibility, type QuizContent, type QuizData } from './quiz';
import { clampTimeLimit, descriptionOrCut, titleOrDefault } from './quizRules';
import {
  DEFAULT_THEME,
  type NewQuestionTemplate,
  type NewQuizTemplate,
  type UserSettings,
} from '../account/user';

export const DEFAULT_NEW_QUESTION: NewQuestionTemplate = {
  title: screenTexts.untitledQuestion,
  desc: '',
  randomizeOrder: false,
  titlePlusImg: true,
  titlePlusDesc: true,
  customPointsOptions: { basePoints: DEFAULT_BASE_POINTS, timeBonus: DEFAULT_TIME_BONUS },
  timeLimit: DEFAULT_TIME_LIMIT_SECONDS,
};

export const DEFAULT_NEW_QUIZ: NewQuizTemplate = {
  title: screenTexts.untitledQuiz,
  desc: '',
  randomizeQuestionOrder: false,
  visibility: Visibility.Unlisted,
};

export const SETTINGS_VERSION = 1;

export const DEFAULT_SETTINGS: UserSettings = {
  theme: DEFAULT_THEME,
  newQuestion: DEFAULT_NEW_QUESTION,
  newQuiz: DEFAULT_NEW_QUIZ,
  nameplate: '',
  version: SETTINGS_VERSION,
};

/** A question template as the settings screen saves it: every field within the limits of SPEC §5. */
export function clampQuestionTemplate(template: NewQuestionTemplate): NewQuestionTemplate {
  return {
    ...template,
    title: titleOrDefault(template.title, screenTexts.untitledQuestion),
    desc: descriptionOrCut(template.desc),
    timeLimit: clampTimeLimit(template.timeLimit),
    customPointsOptions: {
      basePoints: clampTemplatePoints(template.customPointsOptions.basePoints),
      timeBonus: clampTemplatePoints(template.customPointsOptions.timeBonus),
    },
  };
}

/** A quiz template as the settings screen saves it. */
export function clampQuizTemplate(template: NewQuizTemplate): NewQuizTemplate {
  return {
    ...template,
    title: titleOrDefault(template.title, screenTexts.untitledQuiz),
    desc: descriptionOrCut(template.desc),
  };
}

/** A new single-choice question made from the user's template, with two blank options, the first correct. */
export function newQuestion(template: NewQuestionTemplate = DEFAULT_NEW_QUESTION): Question {
  return {
    title: template.title,
    desc: template.desc,
    mediaMode: MediaMode.None,
    mediaURL: '',
    timeLimit: template.timeLimit,
    customPointsOptions: { ...template.customPointsOptions },
    titlePlusDesc: template.titlePlusDesc,
    titlePlusImg: template.titlePlusImg,
    ...questionKinds[QuestionType.SingleChoice].newPart(template),
  };
}

/** A new quiz made from the user's templates, holding one new question. */
export function newQuiz(
  quizTemplate: NewQuizTemplate = DEFAULT_NEW_QUIZ,
  questionTemplate: NewQuestionTemplate = DEFAULT_NEW_QUESTION,
): QuizContent {
  const data: QuizData = {
    title: quizTemplate.title,
    desc: quizTemplate.desc,
    image: null,
    randomizeQuestionOrder: quizTemplate.randomizeQuestionOrder,
    visibility: quizTemplate.visibility,
    version: 0,
    copyProtect: false,
  };
  return { data, questions: [newQuestion(questionTemplate)] };
}
