// The demo data `npm start` seeds on a first start: one account and quizzes that use every question type.
import {
  DEFAULT_SETTINGS,
  MediaMode,
  newQuestion,
  type Question,
  type QuizRecord,
  type StoragePath,
  type UserRecord,
  Visibility,
} from '@/domain';

export const demoAccount = {
  uid: 'demo-teacher',
  email: 'demo@loqi.app',
  password: 'loqi-demo',
  username: 'demo_teacher',
} as const;

const question = (
  fields: Partial<Question> & Pick<Question, 'questionType' | 'answers' | 'title'>,
): Question => ({ ...newQuestion(), typeSpecificSettings: {}, ...fields }) as Question;

const choice = (name: string, isCorrect = false) => ({ name, type: 0 as const, isCorrect });
const item = (name: string) => ({ name, type: 0 as const });

const capitals: Question[] = [
  question({
    questionType: 0,
    title: 'What is the capital of Australia?',
    desc: 'Not the biggest city.',
    answers: [choice('Sydney'), choice('Canberra', true), choice('Melbourne'), choice('Perth')],
    typeSpecificSettings: { randomizeOrder: true },
  }),
  question({
    questionType: 1,
    title: 'Reykjavík is the northernmost capital of a sovereign state.',
    answers: [
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ],
    timeLimit: 15,
  }),
  question({
    questionType: 2,
    title: 'Name the capital of Japan.',
    answers: ['Tokyo', 'Tōkyō', ''],
    typeSpecificSettings: { caseSensitive: false },
    timeLimit: 40,
  }),
  question({
    questionType: 3,
    title: 'Which of these capitals are in Europe?',
    answers: [
      choice('Lisbon', true),
      choice('Nairobi'),
      choice('Vilnius', true),
      choice('Lima'),
      choice('Oslo', true),
    ],
    typeSpecificSettings: { randomizeOrder: false },
    customPointsOptions: { basePoints: 1500, timeBonus: 500 },
  }),
  question({
    questionType: 4,
    title: 'Order these capitals from west to east.',
    answers: [item('Lisbon'), item('Paris'), item('Berlin'), item('Warsaw')],
    timeLimit: 45,
  }),
];

const science: Question[] = [
  question({
    questionType: 0,
    title: 'Which planet is known as the Red Planet?',
    mediaMode: MediaMode.Video,
    mediaURL: 'https://www.youtube.com/watch?v=D8pnmwOXhoY',
    answers: [choice('Venus'), choice('Mars', true), choice('Jupiter'), choice('Mercury')],
    typeSpecificSettings: { randomizeOrder: false },
  }),
  question({
    questionType: 1,
    title: 'Sound travels faster in water than in air.',
    answers: [
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ],
    timeLimit: 10,
  }),
  question({
    questionType: 4,
    title: 'Put the life cycle of a butterfly in order.',
    answers: [item('Egg'), item('Caterpillar'), item('Chrysalis'), item('Butterfly')],
  }),
];

/**
 * The demo quizzes' cover images: PNGs committed in demoAssets/ (drawn by makeCovers.ts), which the seed
 * uploads to quizUploads/{folder}/{file} and lists among the account's uploads, as uploadQuizMedia would.
 */
export const demoCovers = {
  capitals: ['demo-covers', 'capitals.png'],
  science: ['demo-covers', 'science.png'],
  draft: ['demo-covers', 'draft.png'],
} as const satisfies Record<string, StoragePath>;

const quiz = (
  title: string,
  desc: string,
  visibility: Visibility,
  questions: Question[],
  opened: number,
  image: StoragePath,
) =>
  ({
    owner: demoAccount.uid,
    opened,
    content: {
      data: {
        title,
        desc,
        image,
        randomizeQuestionOrder: false,
        visibility,
        version: 0,
        copyProtect: false,
      },
      questions,
    },
  }) satisfies QuizRecord;

/** The demo quizzes by id, newest last. */
export function demoQuizzes(now: number): Record<string, QuizRecord> {
  return {
    'demo-capitals': quiz(
      'World capitals',
      'Five questions, one of each type.',
      Visibility.Public,
      capitals,
      now - 3,
      demoCovers.capitals,
    ),
    'demo-science': quiz(
      'Science sprint',
      'Quick questions about space, sound and life.',
      Visibility.Unlisted,
      science,
      now - 2,
      demoCovers.science,
    ),
    'demo-draft': quiz(
      'Private draft',
      'Only its author can see this one.',
      Visibility.Private,
      capitals.slice(0, 2),
      now - 1,
      demoCovers.draft,
    ),
  };
}

export function demoUserRecord(now: number): UserRecord {
  return {
    images: {
      uploaded: Object.fromEntries(
        Object.values(demoCovers).map((path, index) => {
          const pushedID = `demo-cover-${index}`;
          return [pushedID, { path, pushedID, lastUsed: now - index }];
        }),
      ),
    },
    info: {
      created: now,
      email: demoAccount.email,
      moderation: { restrictions: {} },
      namePlate: '',
      permissions: {},
      uid: demoAccount.uid,
      username: demoAccount.username,
      profileCards: {},
    },
    // Each saved quiz adds its own created/{id} entry (see demoDatabaseUpdates in seed.ts).
    quizzes: { created: {}, liked: [] },
    lastUpdated: now,
    settings: DEFAULT_SETTINGS,
  };
}
