// Names people see and compare (a player's name in the lobby and on the leaderboard): characters that
// show nothing must neither make a second "Anna" that looks like the first nor make a name of nothing.
// Default-ignorable code points (Unicode's Default_Ignorable_Code_Point: joiners, variation selectors,
// bidi controls, U+034F, the Hangul fillers...) render as nothing; the blank symbols below are ordinary
// symbols or letters that are drawn empty. Emoji sequences keep the ignorables they are made of ("👩‍💻" has a
// zero-width joiner, "🏳️‍🌈" a variation selector and a joiner).

/** Characters that are not default-ignorable but are drawn blank: they stand for a space. */
const BLANK_SYMBOLS = [
  '\u2800', // BRAILLE PATTERN BLANK (a symbol)
  '\u115F', // HANGUL CHOSEONG FILLER
  '\u1160', // HANGUL JUNGSEONG FILLER
  '\u3164', // HANGUL FILLER (a letter)
  '\uFFA0', // HALFWIDTH HANGUL FILLER
  '\u{1D159}', // MUSICAL SYMBOL NULL NOTEHEAD
] as const;

const BLANK = new RegExp(`[${BLANK_SYMBOLS.join('')}]`, 'gu');
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const IGNORABLES = /\p{Default_Ignorable_Code_Point}/gu;

const ZERO_WIDTH_JOINER = '\u200D';
const VARIATION_SELECTOR = /^[\uFE0E\uFE0F]$/u;
const TAG = /^[\u{E0020}-\u{E007F}]$/u;
const BLACK_FLAG = '\u{1F3F4}';
/** What a zero-width joiner joins in an emoji sequence, on either side. */
const JOINED = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const EMOJI = /^\p{Emoji}$/u;

/** Whether the ignorable at `at` belongs to an emoji sequence: a joiner, a variation selector or a tag. */
function inEmojiSequence(characters: readonly string[], at: number): boolean {
  const character = characters[at] as string;
  const before = characters[at - 1] ?? '';
  if (character === ZERO_WIDTH_JOINER)
    return JOINED.test(before) && PICTOGRAPH.test(characters[at + 1] ?? '');
  if (VARIATION_SELECTOR.test(character)) return EMOJI.test(before);
  // A subdivision flag: the black flag, then tags ("🏴󠁧󠁢󠁳󠁣󠁴󠁿").
  if (TAG.test(character)) return before === BLACK_FLAG || TAG.test(before);
  return false;
}

/**
 * The text as it is shown: blank symbols as spaces, and default-ignorable code points left out unless
 * they are part of an emoji sequence. "Anna\u{FE0F}" and "Anna\u{3164}" show as "Anna", "Kim 👩‍💻" as it is.
 */
export function withoutInvisibles(text: string): string {
  const characters = Array.from(text.replace(BLANK, ' '));
  return characters
    .filter((character, at) => !IGNORABLE.test(character) || inEmojiSequence(characters, at))
    .join('');
}

/**
 * The text with what does not change how it looks folded: compatibility forms (NFKC: "ａｎｎａ" is "anna"),
 * case (by `foldCase`: all of it unless told otherwise), blanks as spaces, every default-ignorable code
 * point left out (emoji sequences too: "👩‍💻" as "👩💻"), runs of spaces as one and no outer spaces.
 * comparableText (comparableText.ts) folds look-alike letters of other scripts on top of this.
 */
export function foldedText(
  text: string,
  foldCase = (normalized: string) => normalized.toLowerCase(),
): string {
  return foldCase(text.normalize('NFKC'))
    .normalize('NFKC')
    .replace(BLANK, ' ')
    .replace(IGNORABLES, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Whether the text has something to see: a letter, digit, punctuation mark or symbol that is not blank. */
export function hasVisibleCharacter(text: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(foldedText(text));
}
