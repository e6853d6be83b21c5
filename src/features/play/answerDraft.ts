// An answer screen's state (the options chosen, the text typed, the order) kept in the play store by
// question rather than in the screen: a pause unmounts the screen, and the resume brings back what the
// player had, not an empty box. A new game starts with no draft (play() resets the store).
import { useCallback, useState } from 'react';
import { usePlayStore } from './playStore';

type DraftUpdate<T> = T | ((current: T) => T);

/** Like useState, for question `questionNumber`'s draft answer; `initial` is used until the first change. */
export function useAnswerDraft<T>(
  questionNumber: number,
  initial: () => T,
): [T, (update: DraftUpdate<T>) => void] {
  const [fallback] = useState(initial);
  const stored = usePlayStore((state) =>
    state.answerDraft?.questionNumber === questionNumber ? state.answerDraft : null,
  );
  // Only this hook writes a question's draft, always as a T.
  const value = stored ? (stored.value as T) : fallback;

  const setDraft = useCallback(
    (update: DraftUpdate<T>) => {
      const { answerDraft } = usePlayStore.getState();
      const current = answerDraft?.questionNumber === questionNumber ? (answerDraft.value as T) : fallback;
      const next = typeof update === 'function' ? (update as (current: T) => T)(current) : update;
      usePlayStore.setState({ answerDraft: { questionNumber, value: next } });
    },
    [questionNumber, fallback],
  );
  return [value, setDraft];
}
