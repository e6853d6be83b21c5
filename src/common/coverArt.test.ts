import { coverArt } from './coverArt';

describe('coverArt', () => {
  it('gives a title the same cover every time, ignoring case and outer spaces', () => {
    expect(coverArt('Capitals of Europe')).toEqual(coverArt('  capitals of EUROPE '));
  });

  it('gives different titles different colours', () => {
    const hues = ['Capitals of Europe', 'Science sprint', 'Fractions', 'Spanish verbs'].map(
      (title) => coverArt(title).from,
    );
    expect(new Set(hues).size).toBe(4);
  });

  it.each([
    ['Capitals of Europe', 'CO'],
    ['science', 'S'],
    ['  ¿Qué tal? amigos', 'QT'],
    ['42 facts', '4F'],
    ['', '?'],
    ['!!!', '?'],
  ])('draws %j with the monogram %j', (title, monogram) => {
    expect(coverArt(title).monogram).toBe(monogram);
  });

  it('picks one of three patterns', () => {
    const patterns = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((t) => coverArt(t).pattern),
    );
    expect([...patterns].every((pattern) => pattern >= 0 && pattern <= 2)).toBe(true);
    expect(patterns.size).toBeGreaterThan(1);
  });
});
