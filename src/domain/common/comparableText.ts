// Names as they are compared: two names a class cannot tell apart on the projector are one name. Beside
// case, width and invisible characters (foldedText), look-alike letters of other scripts are folded by
// Unicode's confusable skeleton (UTS #39, section 4): "Ana" with a Latin, a Cyrillic (U+0410) or a Greek
// (U+0391) capital A, and "paypal" with a Cyrillic "а", are one name. The mapping is Unicode's own
// (confusables.txt, as the unhomoglyph package ships it, about 100 KB): only the server's joinGame needs it
// (playerNameKeys), so this module is kept apart from visibleText, which the player's /join page loads.
import unhomoglyph from 'unhomoglyph';
import { foldedText } from './visibleText';

/**
 * UTS #39's skeleton: canonical decomposition, each code point replaced by the prototype it is
 * confusable with ("а" → "a", "m" → "rn", "0" → "O", "ł" → "l" and a combining stroke), decomposed again.
 */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** The skeleton as a key: in lower case again (prototypes include capitals: "0" → "O") and composed. */
const skeletonKey = (folded: string) => confusableSkeleton(folded).toLowerCase().normalize('NFC');

/**
 * The text as names are compared: foldedText (compatibility forms, case, blanks, invisibles and spaces
 * folded: "ａｎｎａ" is "anna"), then the confusable skeleton of that. Case is folded before the skeleton,
 * as UTS #39 does for case-insensitive identifiers, so "ANNA" and "anna" are one name, and so are "ΑΝΝΑ" and
 * "αννα". Names that differ by an accent, a stroke or their script's own letters stay apart ("Zoe" and
 * "Zoë", "Lukasz" and "Łukasz", "Kira" and "Кира").
 */
export function comparableText(text: string): string {
  return skeletonKey(foldedText(text));
}

const LATIN = /\p{Script=Latin}+/gu;

/**
 * The forms a name is compared in: comparableText, and, when it differs, the skeleton of the name with
 * only its Latin letters in lower case. Folding case first reads a capital of another script as its small
 * letter, which may look like nothing Latin ("В" is "в", Greek "Ν" is "ν", Cherokee "Ꭺ" a small one), so
 * the capitals that pose as Latin ones ("ВОВ" for "BOB", "ΑΝΝΑ" for "ANNA") are caught by this second
 * form. Two names are the same name when any of their forms are the same.
 */
export function comparableForms(text: string): string[] {
  const casefolded = comparableText(text);
  const capitals = skeletonKey(
    foldedText(text, (normalized) => normalized.replace(LATIN, (latin) => latin.toLowerCase())),
  );
  return capitals === casefolded ? [casefolded] : [casefolded, capitals];
}
