// Node hashes exactly as the client SDK computes them (core/snap LeafNode and ChildrenNode hash()).
// A transaction sends the hash of the data it started from with its put; the server answers
// "datastale" when that differs from the hash of its own data, and the SDK retries. A listen also
// carries the hash of the client's cached data, which spares resending data the client already has.

import { createHash } from 'node:crypto';
import { compareKeys, compareSortValues } from './order';
import {
  childKeys,
  hasChildren,
  leafValue,
  priorityOf,
  type Data,
  type DataObject,
  type Priority,
} from './tree';

export function hashOf(node: Data): string {
  if (node === null) return '';
  const priority = priorityOf(node);
  let text = priority === null ? '' : `priority:${typedText(priority)}:`;
  if (!hasChildren(node)) return sha1(text + typedText(leafValue(node) ?? ''));
  for (const key of keysInPriorityOrder(node)) {
    text += `:${key}:${hashOf(node[key] ?? null)}`;
  }
  return sha1(text);
}

/** Children in the SDK's default order, by priority then key; hashes concatenate in this order. */
function keysInPriorityOrder(node: DataObject): string[] {
  return childKeys(node).sort(
    (a, b) =>
      compareSortValues(priorityOf(node[a] ?? null), priorityOf(node[b] ?? null)) || compareKeys(a, b),
  );
}

function typedText(value: boolean | number | string | Exclude<Priority, null>): string {
  return typeof value === 'number' ? `number:${clientDoubleHex(value)}` : `${typeof value}:${value}`;
}

function sha1(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

const EXPONENT_BIAS = 1023;
const FRACTION_BITS = 52;

/**
 * The 64 bits of a double in hex, computed the way the SDK does (doubleToIEEE754String): its exponent
 * comes from a rounded logarithm, which for some values just below a power of two is one too high and
 * yields bits that differ from the true IEEE 754 encoding. A hash must match the client's, so this
 * reproduces that arithmetic rather than reading the real bits.
 */
export function clientDoubleHex(value: number): string {
  const sign = value < 0 || Object.is(value, -0) ? 1 : 0;
  let exponent = 0;
  let fraction = 0;
  if (value !== 0) {
    const magnitude = Math.abs(value);
    if (magnitude >= Math.pow(2, 1 - EXPONENT_BIAS)) {
      const log2 = Math.min(Math.floor(Math.log(magnitude) / Math.LN2), EXPONENT_BIAS);
      exponent = log2 + EXPONENT_BIAS;
      fraction = Math.round(magnitude * Math.pow(2, FRACTION_BITS - log2) - Math.pow(2, FRACTION_BITS));
    } else {
      fraction = Math.round(magnitude / Math.pow(2, 1 - EXPONENT_BIAS - FRACTION_BITS));
    }
  }
  // Bits are peeled off with % and floor, as the SDK does, so that an out-of-range fraction packs the same.
  const bits: number[] = [];
  for (let i = 0; i < FRACTION_BITS; i++) {
    bits.push(fraction % 2 ? 1 : 0);
    fraction = Math.floor(fraction / 2);
  }
  for (let i = 0; i < 11; i++) {
    bits.push(exponent % 2 ? 1 : 0);
    exponent = Math.floor(exponent / 2);
  }
  bits.push(sign);
  bits.reverse();
  let hex = '';
  for (let i = 0; i < 64; i += 8) {
    hex += parseInt(bits.slice(i, i + 8).join(''), 2)
      .toString(16)
      .padStart(2, '0');
  }
  return hex;
}
