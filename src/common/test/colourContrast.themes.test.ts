import { THEMES } from '@/domain';
import { contrastRatio } from './colourContrast';
import themesCss from '../styles/themes.css?raw';

/** The custom properties each theme block of themes.css sets, by theme. */
function themeTokens(css: string): Map<string, Record<string, string>> {
  const themes = new Map<string, Record<string, string>>();
  for (const [, theme, body] of css.matchAll(/\[data-theme='(\w+)'\]\s*\{([^}]*)\}/g)) {
    const tokens = Object.fromEntries(
      [...(body as string).matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
    );
    themes.set(theme as string, tokens);
  }
  return themes;
}

const tokensByTheme = themeTokens(themesCss);

/** Colours written as text on the page's background, its cards and its hovered cards. */
const TEXT_TOKENS = [
  'color-text',
  'color-text-muted',
  'color-link',
  'color-danger-text',
  'color-correct',
  'color-highlight',
];
const TEXT_GROUNDS = ['color-bg', 'color-surface', 'color-surface-hover'];
/** Text on a fill: [text, fill]. */
const FILLED_PAIRS = [
  ['color-on-accent', 'color-accent'],
  ['color-on-accent', 'color-accent-hover'],
  ['color-on-danger', 'color-danger'],
] as const;

function colour(theme: string, token: string): string {
  const value = tokensByTheme.get(theme)?.[token];
  if (value === undefined) throw new Error(`Theme ${theme} does not set --${token}`);
  return value;
}

describe('the four colour themes (WCAG 2.1 AA)', () => {
  it('are the four of the account settings, each setting the same properties', () => {
    expect([...tokensByTheme.keys()].sort()).toEqual([...THEMES].sort());
    const [first, ...others] = [...tokensByTheme.values()].map((tokens) => Object.keys(tokens).sort());
    expect(first?.length).toBeGreaterThan(15);
    for (const names of others) expect(names).toEqual(first);
  });

  describe.each([...THEMES])('%s', (theme) => {
    it.each(TEXT_TOKENS.flatMap((text) => TEXT_GROUNDS.map((ground) => [text, ground] as const)))(
      'shows --%s on --%s at 4.5:1 or more',
      (text, ground) => {
        expect(contrastRatio(colour(theme, text), colour(theme, ground))).toBeGreaterThanOrEqual(4.5);
      },
    );

    it.each(FILLED_PAIRS)('shows --%s on --%s at 4.5:1 or more', (text, fill) => {
      expect(contrastRatio(colour(theme, text), colour(theme, fill))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(
      ['color-field-border', 'color-focus'].flatMap((mark) =>
        TEXT_GROUNDS.map((ground) => [mark, ground] as const),
      ),
    )("draws --%s (a field's edge, the focus ring) at 3:1 or more on --%s", (mark, ground) => {
      expect(contrastRatio(colour(theme, mark), colour(theme, ground))).toBeGreaterThanOrEqual(3);
    });
  });
});
