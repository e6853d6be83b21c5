import { describe, expect, it } from 'vitest';
import {
  authErrorAlert,
  echoedText,
  editorMessages,
  gameMessages,
  lobbyKickPrompt,
  passwordResetMessages,
  playerKickedNotice,
  playCount,
  playingAs,
  pointsGained,
  questionCount,
  questionEditorTexts,
  questionOfTotal,
  quizByAuthor,
  screenTexts,
  uploadErrorMessage,
  usernameChangeMessage,
} from './messages';

describe('the error catalogue of SPEC §8', () => {
  it.each([
    [1, 'Error: Your file size exceeds the 5MB limit.'],
    [2, 'Error: You are not logged in.'],
    [3, 'Error: You are currently blocked from uploading images.'],
    [4, 'Error: The file you uploaded is not an image.'],
    [0, 'An error occurred (Code 0)'],
    [5, 'An error occurred (Code 5)'],
    [-7, 'An error occurred (Code -7)'],
  ])('upload code %i: %s', (code, text) => {
    expect(uploadErrorMessage(code)).toBe(text);
  });

  it.each([
    [-9, 'You are not allowed to change your username.'],
    [-1, 'Your username does not fit the given requirements.'],
    [1, 'That username is already taken.'],
    [0, null],
    [-2, null],
  ] as const)('username change status %i: %s', (status, text) => {
    expect(usernameChangeMessage(status)).toBe(text);
  });

  it('forgot password', () => {
    expect(passwordResetMessages.sent('a@b.co')).toBe(
      'A link to reset your password has been sent to a@b.co.',
    );
    expect(passwordResetMessages.failed('a@b.co', 'User not found.')).toBe(
      'An error occurred while sending a password reset email to a@b.co. User not found.',
    );
  });

  it('auth alerts cut the first 10 characters of the service message', () => {
    expect(authErrorAlert('Firebase: Error (auth/wrong-password).')).toBe('Error (auth/wrong-password).');
    expect(authErrorAlert('short')).toBe('');
  });

  it('game', () => {
    expect(gameMessages.unknownRoom).toBe('That room code does not exist.');
    expect(gameMessages.nameRefused).toBe('Please choose another name.');
  });

  it('editor, with {product} filled', () => {
    expect(editorMessages.notFound).toBe(
      'This Loqi quiz could not be found. It may be private, removed, or deleted.',
    );
    expect(editorMessages.notAllowed).toBe('You are not allowed to edit this Loqi quiz.');
    expect(editorMessages.saved('Capitals')).toBe('Your quiz "Capitals" has been saved.');
    expect(editorMessages.saveFailed('Capitals')).toBe('An error occurred when saving "Capitals".');
    expect(editorMessages.savedTitle).toBe('Saved');
    expect(editorMessages.errorTitle).toBe('Error');
    expect(editorMessages.saveYourWorkTitle).toBe('Save your work');
    expect(editorMessages.loading).toBe('Loading...');
    expect(editorMessages.saveUnsaved).toBe('Save (unsaved changes)');
    expect(editorMessages.leaveTitle).toBe('Leave without saving?');
    expect([editorMessages.stay, editorMessages.leave]).toEqual(['Stay', 'Leave']);
  });

  it('editor problems name the question and its field', () => {
    expect(editorMessages.questionProblem(3, 'Answers', 'has no correct answer')).toBe(
      'Question 3, Answers: has no correct answer.',
    );
    expect(editorMessages.questionProblem(1, null, 'is wrong')).toBe('Question 1: is wrong.');
    expect(editorMessages.settingsProblem('must be 0 (public), 1 (unlisted) or 2 (private)')).toBe(
      'Quiz settings: must be 0 (public), 1 (unlisted) or 2 (private).',
    );
  });
});

describe('screen texts of SPEC §2', () => {
  it('fixed texts', () => {
    expect(screenTexts).toMatchObject({
      notFound: 'The page you are looking for does not exist.',
      comingSoon: 'Coming soon!',
      unexpectedError: 'Unexpected Application Error!',
      viewerEmpty: "There aren't any questions here...",
      searchLoading: 'Loading results...',
      searchEmpty: "There doesn't seem to be anything here...",
      typeOnDevice: 'Type your answer on your device',
      joinConnecting: 'Connecting to Loqi...',
      joinWaiting: "You're in! Waiting for the host to start the game...",
      submittedWaiting: 'Waiting for everyone to submit their answers...',
      correct: 'Correct!',
      incorrect: 'Incorrect',
      leaderboard: 'Leaderboard',
      finalLeaderboard: 'Final Leaderboard',
      showMedia: 'Show media',
      showAnswers: 'Show answers',
      untitledQuiz: 'Untitled Loqi',
      untitledQuestion: 'Untitled question',
      myQuizzesTitle: 'View Quizzes',
      yourQuizzes: 'Your quizzes',
      createNew: 'Create New',
      exploreTitle: 'Explore',
    });
  });

  it('texts with values', () => {
    expect(questionOfTotal(3, 10)).toBe('Question 3 of 10');
    expect(pointsGained(875)).toBe('+875 points');
    expect(pointsGained(0)).toBe('+0 points');
    expect(playingAs('Brave Otter')).toBe('You play as Brave Otter');
    expect(lobbyKickPrompt('sam')).toBe('Are you sure you want to remove sam from the lobby?');
    expect(playerKickedNotice('sam')).toBe(
      'Player Kicked: sam has been kicked from the game. The leaderboard will be updated next round.',
    );
    expect(quizByAuthor('Capitals', 'geo_teacher')).toBe('Capitals by geo_teacher');
    expect(playCount(1)).toBe('1 play');
    expect(playCount(0)).toBe('0 plays');
    expect(playCount(12)).toBe('12 plays');
    expect(questionCount(1)).toBe('1 question');
    expect(questionCount(5)).toBe('5 questions');
  });
});

describe('question editor texts', () => {
  it('texts with values', () => {
    expect(questionEditorTexts.answerCount(4, 12, 'options')).toBe('4 of 12 options');
    expect(questionEditorTexts.itemMoved(1, 3)).toBe('Moved to position 1 of 3.');
    expect(questionEditorTexts.pointsSplit(75)).toBe(
      'A total is split 75 % to base points and 25 % to the time bonus, which falls as the time runs out.',
    );
  });

  it('the matching hint follows case sensitivity (SPEC §5)', () => {
    expect(questionEditorTexts.openEndedMatching(false)).toBe(
      "A player's answer counts when it matches one of these, ignoring spaces at either end and capitals.",
    );
    expect(questionEditorTexts.openEndedMatching(true)).toBe(
      "A player's answer counts when it matches one of these, ignoring spaces at either end; capitals must match.",
    );
  });

  it('the video link error names what a link needs', () => {
    expect(questionEditorTexts.videoLinkInvalid).toMatch(/YouTube link/);
    expect(questionEditorTexts).toMatchObject({
      noCorrectOption: 'Mark at least one option correct.',
      noAcceptedAnswer: 'Add at least one accepted answer.',
      trueFalseHint: 'Choose the correct answer.',
    });
  });
});

describe('echoedText', () => {
  it('repeats a text of up to 40 characters as it is', () => {
    expect(echoedText('k'.repeat(40))).toBe('k'.repeat(40));
    expect(echoedText('🦊'.repeat(40))).toBe('🦊'.repeat(40));
  });

  it('cuts a key of 10,000 characters at 40, with an ellipsis', () => {
    expect(echoedText('k'.repeat(10_000))).toBe(`${'k'.repeat(40)}…`);
    expect(echoedText('🦊'.repeat(41))).toBe(`${'🦊'.repeat(40)}…`);
  });
});
