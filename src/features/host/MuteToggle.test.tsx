import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MuteToggle } from './MuteToggle';
import { setMuted } from './music';

beforeEach(() => {
  setMuted(false);
  localStorage.clear();
});

describe('MuteToggle', () => {
  it('is a toggle button that mutes and unmutes the music, remembering the choice', async () => {
    render(<MuteToggle />);
    const toggle = screen.getByRole('button', { name: 'Mute music' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('loqi.musicMuted')).toBe('true');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('loqi.musicMuted')).toBe('false');
  });

  it('shows a change made elsewhere', () => {
    render(<MuteToggle />);
    act(() => setMuted(true));
    expect(screen.getByRole('button', { name: 'Mute music', pressed: true })).toBeInTheDocument();
  });
});
