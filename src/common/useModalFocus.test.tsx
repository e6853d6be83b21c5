import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { useModalFocus } from './useModalFocus';

function Dialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, onClose);
  return (
    <div ref={dialog} role="dialog" aria-label="Notes" tabIndex={-1}>
      <button type="button">First</button>
      <select aria-label="Kind">
        <option>Note</option>
      </select>
      <textarea aria-label="Text" />
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useModalFocus', () => {
  it('cycles Tab through every control, selects and text areas included, and gives focus back on Escape', async () => {
    render(<Page />);
    const keys = userEvent.setup();
    await keys.tab();
    await keys.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toHaveFocus();

    await keys.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await keys.tab();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveFocus();
    await keys.tab();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveFocus();
    await keys.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await keys.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveFocus();

    await keys.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('has focus inside the dialog before it is painted, so a key pressed as it shows stays in it', () => {
    // Layout effects run before the browser paints; one of a component committed after the dialog sees
    // what a key pressed at the first paint would.
    let focusedAtPaint: Element | null = null;
    function PaintProbe() {
      useLayoutEffect(() => {
        focusedAtPaint = document.activeElement;
      }, []);
      return null;
    }
    render(
      <>
        <Dialog onClose={() => undefined} />
        <PaintProbe />
      </>,
    );
    expect(focusedAtPaint).toBe(screen.getByRole('dialog'));
  });
});
