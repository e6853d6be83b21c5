import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_LENGTH } from '../common/constants';
import { groupTypedAnswers, TYPED_ANSWER_GROUPS_SHOWN } from './typedAnswers';

const acceptsParis = (text: string) => text.trim().toLowerCase() === 'paris';
const repeated = (text: string, times: number) => Array.from({ length: times }, () => text);

describe('groupTypedAnswers', () => {
  it('groups ignoring case and outer spaces, largest first, each with its count', () => {
    expect(groupTypedAnswers(['Paris', ' paris', 'PARIS ', 'Lyon', 'lyon', 'Nice'], acceptsParis)).toEqual([
      { text: 'PARIS', count: 3, accepted: true },
      { text: 'Lyon', count: 2, accepted: false },
      { text: 'Nice', count: 1, accepted: false },
    ]);
  });

  it('shows a group as most of it typed it, and of equally common spellings the first by code unit', () => {
    expect(groupTypedAnswers(['paris', 'Paris', 'paris', 'Paris', 'paris'], acceptsParis)[0]?.text).toBe(
      'paris',
    );
    expect(groupTypedAnswers(['paris', 'Paris', 'PARIS'], acceptsParis)[0]?.text).toBe('PARIS');
  });

  it('orders equal counts alphabetically, ignoring case, whatever the order they came in', () => {
    const texts = ['nice', 'Brest', 'Lyon', 'arles', 'Lyon', 'nice'];
    const expected = ['Lyon', 'nice', 'arles', 'Brest'];
    expect(groupTypedAnswers(texts, acceptsParis).map((group) => group.text)).toEqual(expected);
    expect(groupTypedAnswers([...texts].reverse(), acceptsParis).map((group) => group.text)).toEqual(
      expected,
    );
  });

  it(`keeps the ${TYPED_ANSWER_GROUPS_SHOWN} largest groups`, () => {
    const texts = Array.from({ length: 30 }, (_, index) => repeated(`answer ${index}`, index + 1)).flat();
    const groups = groupTypedAnswers(texts, acceptsParis);
    expect(groups).toHaveLength(TYPED_ANSWER_GROUPS_SHOWN);
    expect(groups[0]).toEqual({ text: 'answer 29', count: 30, accepted: false });
    expect(groups.at(-1)).toEqual({ text: 'answer 10', count: 11, accepted: false });
  });

  it('leaves out blank answers, and gives none for no answers', () => {
    expect(groupTypedAnswers(['', '   ', '\n', 'Paris'], acceptsParis)).toEqual([
      { text: 'Paris', count: 1, accepted: true },
    ]);
    expect(groupTypedAnswers([], acceptsParis)).toEqual([]);
  });

  it('never puts an accepted and a refused spelling in one group', () => {
    const exactly = (text: string) => text === 'Paris';
    expect(groupTypedAnswers(['Paris', 'paris', 'PARIS'], exactly)).toEqual([
      { text: 'PARIS', count: 2, accepted: false },
      { text: 'Paris', count: 1, accepted: true },
    ]);
    expect(groupTypedAnswers(['paris', 'Paris'], exactly)).toEqual([
      { text: 'Paris', count: 1, accepted: true },
      { text: 'paris', count: 1, accepted: false },
    ]);
  });

  it(`cuts a text to ${ANSWER_MAX_LENGTH} characters, so a forged answer stays bounded`, () => {
    const [group] = groupTypedAnswers([` ${'x'.repeat(1990)} `], acceptsParis);
    expect(group?.text).toBe('x'.repeat(ANSWER_MAX_LENGTH));
  });
});
