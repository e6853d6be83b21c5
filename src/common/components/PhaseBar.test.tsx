import { act, render, screen } from '@testing-library/react';
import { PhaseBar } from './PhaseBar';

describe('PhaseBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fills by the server's clock, so that a screen opened halfway shows it half full, and stops full", () => {
    // The server is 2 s ahead of this device: by its clock, the 4 s phase began 2 s ago.
    render(<PhaseBar startedAt={100_000} duration={4000} serverOffset={2000} label="The question opens" />);
    const bar = screen.getByRole('progressbar', { name: 'The question opens' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    act(() => vi.advanceTimersByTime(1000));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    act(() => vi.advanceTimersByTime(5000));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.firstElementChild).toHaveStyle({ transform: 'scaleX(1)' });
  });
});
