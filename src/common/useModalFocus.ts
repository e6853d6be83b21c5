import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** What Tab may reach inside the dialog: enabled controls that are in the tab order. */
const TABBABLE = [
  'button:not([disabled]):not([tabindex="-1"])',
  'a[href]:not([tabindex="-1"])',
  'input:not([disabled]):not([type="hidden"]):not([tabindex="-1"])',
  'select:not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([tabindex="-1"])',
  '[tabindex="0"]',
].join(', ');

/**
 * Keeps the keyboard inside a modal dialog: focus moves into it when it opens (to `initialFocus`, else the
 * dialog itself) and back to what had it when it closes, Tab and Shift+Tab cycle through its controls, and
 * Escape calls `onEscape` — or does nothing while there is none, for a dialog that cannot be closed now.
 */
export function useModalFocus(
  dialog: RefObject<HTMLElement | null>,
  onEscape: (() => void) | undefined,
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);
  // Read once, when the dialog opens.
  const firstFocus = useRef(initialFocus);

  // Before the dialog is painted: a key pressed as soon as it shows must already find focus inside it, and
  // a Tab pressed then must not move focus on from the opener, which the dialog would then give it back to.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    const root = dialog.current;
    ((root && firstFocus.current?.(root)) ?? root)?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialog]);

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!escape.current) return;
        event.preventDefault();
        escape.current();
        return;
      }
      const root = dialog.current;
      if (event.key !== 'Tab' || !root) return;
      const tabbable = [...root.querySelectorAll<HTMLElement>(TABBABLE)];
      const first = tabbable[0];
      const last = tabbable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !root.contains(active);
      if (event.shiftKey && (active === first || active === root || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog]);
}
