// Users and their settings (SPEC §3).
import type { PointsOptions, StoragePath } from '../quiz/question';
import type { Visibility } from '../quiz/quiz';
import type { GameOptions } from '../game/gameOptions';

export const THEMES = ['dark', 'light', 'red', 'navy'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

/** The user's template for new questions (SPEC §3, New-question defaults). */
export interface NewQuestionTemplate {
  title: string;
  desc: string;
  randomizeOrder: boolean;
  titlePlusImg: boolean;
  titlePlusDesc: boolean;
  customPointsOptions: PointsOptions;
  timeLimit: number;
}

/** The user's template for new quizzes. */
export interface NewQuizTemplate {
  title: string;
  desc: string;
  randomizeQuestionOrder: boolean;
  visibility: Visibility;
}

export interface UserSettings {
  theme: Theme;
  newQuestion: NewQuestionTemplate;
  newQuiz: NewQuizTemplate;
  nameplate: string;
  version: number;
  /** The options of the last game the user opened, offered for the next (startGame writes them). */
  gameOptions?: GameOptions;
}

export interface UploadedImage {
  path: StoragePath;
  pushedID: string;
  /** ms since the epoch. */
  lastUsed: number;
}

/** Moderation restrictions; a true entry blocks that action. */
export interface ModerationRestrictions {
  upload?: boolean;
  usernameChange?: boolean;
}

export interface UserInfo {
  /** ms since the epoch. */
  created: number;
  email: string;
  moderation: { restrictions: ModerationRestrictions };
  namePlate: string;
  /** Granted by the server only; its values are not part of the spec. */
  permissions: Record<string, boolean>;
  uid: string;
  username: string;
  profileCards: Record<string, unknown>;
}

/** A user's record: users/{uid}. */
export interface UserRecord {
  /** uploaded: pushedID → the image, so that one can be removed or touched without rewriting the list. */
  images: { uploaded: Record<string, UploadedImage> };
  info: UserInfo;
  /** created: quizId → the quiz's last-modified time (ms), kept by the server with each save and deletion. */
  quizzes: { created: Record<string, number>; liked: string[] };
  /** ms since the epoch; listened to live, a change refetches the record. */
  lastUpdated: number;
  settings: UserSettings;
}

/** requestUsernameChange's answer (SPEC §4). */
export const UsernameChangeStatus = {
  Success: 0,
  Taken: 1,
  Invalid: -1,
  Working: -2,
  NotAllowed: -9,
} as const;
export type UsernameChangeStatus = (typeof UsernameChangeStatus)[keyof typeof UsernameChangeStatus];
