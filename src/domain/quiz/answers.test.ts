import { describe, expect, it } from 'vitest';
import {
  acceptedOpenAnswers,
  imageAnswerName,
  imageAnswerPath,
  trueFalseAnswers,
  withOpenEndedSlot,
} from './answers';

describe('open-ended lists', () => {
  it('end with exactly one empty slot, empty alternates removed', () => {
    expect(withOpenEndedSlot(['Paris', '', ' ', 'paris'])).toEqual(['Paris', 'paris', '']);
    expect(withOpenEndedSlot([])).toEqual(['']);
  });

  it('count only the accepted answers', () => {
    expect(acceptedOpenAnswers(['Paris', '', 'Lutetia', ''])).toEqual(['Paris', 'Lutetia']);
  });
});

describe('trueFalseAnswers', () => {
  it('are True and False, True correct by default', () => {
    expect(trueFalseAnswers()).toEqual([
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ]);
    expect(trueFalseAnswers(false).map((answer) => answer.isCorrect)).toEqual([false, true]);
  });
});

describe('image option names ("folder/file")', () => {
  it('are made from and read back to the uploaded file', () => {
    expect(imageAnswerName(['folder-1', 'map.png'])).toBe('folder-1/map.png');
    expect(imageAnswerPath('folder-1/map.png')).toEqual(['folder-1', 'map.png']);
  });

  it.each(['map.png', '/map.png', 'folder-1/', ''])('%j is no uploaded file', (name) => {
    expect(imageAnswerPath(name)).toBeNull();
  });
});
