// Leaving the editor with unsaved changes warns (SPEC §2): the browser's own prompt when the page is
// reloaded or closed, and the editor's dialog for a navigation inside the app.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type Location } from 'react-router-dom';
import { isDirty, useEditorStore, useIsDirty } from './editorStore';

const quizParam = (location: Location) => new URLSearchParams(location.search).get('q');

export interface UnsavedChangesGuard {
  /** The in-app navigation waiting for an answer, when blocked. */
  blocker: Blocker;
  /** Called before a navigation that must not ask, such as going to /my after deleting the quiz. */
  allowLeaving: () => void;
}

export function useUnsavedChangesGuard(): UnsavedChangesGuard {
  const dirty = useIsDirty();
  const leavingOnPurpose = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Read from the store when the navigation happens, not from the last render: a first save marks the
  // quiz saved and puts its id into the URL in the same moment.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leavingOnPurpose.current &&
      isDirty(useEditorStore.getState()) &&
      // Opening the log-in or sign-up modal over the editor is not leaving it.
      (currentLocation.pathname !== nextLocation.pathname ||
        quizParam(currentLocation) !== quizParam(nextLocation)),
  );
  const allowLeaving = useCallback(() => {
    leavingOnPurpose.current = true;
  }, []);
  return { blocker, allowLeaving };
}
