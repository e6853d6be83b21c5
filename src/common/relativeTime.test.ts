import { relativeTime } from './relativeTime';

const now = new Date(2026, 4, 20, 12, 0).getTime();
const minutes = (count: number) => now - count * 60_000;

describe('relativeTime', () => {
  it.each([
    [now, 'just now'],
    [now + 5_000, 'just now'],
    [minutes(0.5), 'just now'],
    [minutes(1), '1 minute ago'],
    [minutes(59), '59 minutes ago'],
    [minutes(60), '1 hour ago'],
    [minutes(23 * 60), '23 hours ago'],
    [minutes(24 * 60), 'yesterday'],
    [minutes(6 * 24 * 60), '6 days ago'],
    [new Date(2026, 2, 12, 9).getTime(), '12 Mar'],
    [new Date(2024, 10, 3).getTime(), '3 Nov 2024'],
  ])('says %i as %j', (time, text) => {
    expect(relativeTime(time, now)).toBe(text);
  });
});
