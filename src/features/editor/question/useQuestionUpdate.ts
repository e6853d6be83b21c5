import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Question } from '@/domain';

/**
 * Applies a change to the newest question. An image picker resolves long after its click, and blur
 * and change can follow each other before the parent re-renders, so a change must not start from the
 * question of an older render (that would undo the edits made in between). A change that leaves the
 * question as it was (leaving a field that was already trimmed) is not reported, so it does not mark the
 * quiz unsaved.
 */
export function useQuestionUpdate(
  question: Question,
  onChange: (next: Question) => void,
): (change: (current: Question) => Question) => void {
  const latest = useRef({ question, onChange });
  useLayoutEffect(() => {
    latest.current = { question, onChange };
  }, [question, onChange]);

  return useCallback((change) => {
    const next = change(latest.current.question);
    if (JSON.stringify(next) === JSON.stringify(latest.current.question)) return;
    latest.current = { ...latest.current, question: next };
    latest.current.onChange(next);
  }, []);
}
