// How Loqi's form inputs treat what is typed (SPEC §5, Inputs and limits).

export interface NumberInputLimits {
  min: number;
  max: number;
  /** Keep fractions; otherwise the value is floored. */
  allowDecimals?: boolean;
}

/**
 * Clamps a numeric input to its limits, flooring it unless decimals are allowed. Anything that is
 * not a finite number (an empty field, "abc") becomes the minimum.
 */
export function clampNumberInput(value: number | string, limits: NumberInputLimits): number {
  const parsed = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
  if (!Number.isFinite(parsed)) return limits.min;
  const whole = limits.allowDecimals ? parsed : Math.floor(parsed);
  return Math.min(limits.max, Math.max(limits.min, whole));
}

/**
 * Cuts text to at most `maxLength` UTF-16 units (what an input's maxlength counts) without splitting
 * a surrogate pair, so an emoji at the limit is dropped rather than left half-written.
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const last = cut.charCodeAt(cut.length - 1);
  const endsInHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return endsInHighSurrogate ? cut.slice(0, -1) : cut;
}

/** A single-line ("wrap") text input: line breaks are removed, then the text is cut to its limit. */
export function singleLineText(text: string, maxLength: number): string {
  return cutText(text.replace(/[\r\n]+/g, ''), maxLength);
}
