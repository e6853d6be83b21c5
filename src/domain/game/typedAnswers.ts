// What players typed to an open-ended question, as the host's results show it: the answers
// grouped, largest first, the accepted ones marked. Players' typed text goes to the host alone (hostInfo,
// which only the host reads), never to sharedInfo and so never to another phone.
import { ANSWER_MAX_LENGTH } from '../common/constants';
import { cutText } from '../common/inputs';

/** How many groups the host's results show: the largest. */
export const TYPED_ANSWER_GROUPS_SHOWN = 20;

/** Players who typed the same answer. */
export interface TypedAnswerGroup {
  /** The answer as most of the group typed it, trimmed (of equally common spellings, the first in code-unit order). */
  text: string;
  /** How many players typed it. */
  count: number;
  /** Whether it is an accepted answer (by the question's own matching). */
  accepted: boolean;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The typed answers grouped ignoring case and outer spaces, largest group first, at most the 20 largest.
 * Equal counts go in alphabetical order (of the lower-cased text, by code unit). A group holds only
 * accepted or only refused answers: in a case-sensitive question "Paris" (accepted) and "paris" (not) are
 * two groups, so that a highlighted group never counts a wrong answer. Blank answers are left out. Each
 * text is cut to the answer length limit (a player's phone sends no more; a forged answer is bounded).
 */
export function groupTypedAnswers(
  texts: readonly string[],
  isAccepted: (text: string) => boolean,
): TypedAnswerGroup[] {
  const groups = new Map<string, { folded: string; accepted: boolean; spellings: Map<string, number> }>();
  for (const typed of texts) {
    const text = cutText(typed.trim(), ANSWER_MAX_LENGTH);
    if (text === '') continue;
    const accepted = isAccepted(text);
    const folded = text.toLowerCase();
    const key = `${accepted ? '+' : '-'}${folded}`;
    const group = groups.get(key) ?? { folded, accepted, spellings: new Map<string, number>() };
    group.spellings.set(text, (group.spellings.get(text) ?? 0) + 1);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ folded, accepted, spellings }) => {
      const ranked = [...spellings].sort(([a, countA], [b, countB]) => countB - countA || byCodeUnits(a, b));
      const count = ranked.reduce((sum, [, times]) => sum + times, 0);
      return { folded, group: { text: (ranked[0] as [string, number])[0], count, accepted } };
    })
    .sort(
      (a, b) =>
        b.group.count - a.group.count ||
        byCodeUnits(a.folded, b.folded) ||
        Number(b.group.accepted) - Number(a.group.accepted),
    )
    .slice(0, TYPED_ANSWER_GROUPS_SHOWN)
    .map(({ group }) => group);
}
