import { describe, expect, it } from 'vitest';
import { SegmentAssembler, segmentsOf, type Segment } from './segments';

/** A message as the SDK sends it: web-safe base64 with "." padding, cut into `size`-character pieces. */
function segmentsFor(message: unknown, firstSeg: number, size: number): Segment[] {
  const base64 = Buffer.from(JSON.stringify(message))
    .toString('base64')
    .replaceAll('+', '-')
    .replaceAll('/', '_');
  const data = base64.replaceAll('=', '.');
  const pieces: string[] = [];
  for (let start = 0; start < data.length; start += size) pieces.push(data.slice(start, start + size));
  return pieces.map((d, i) => ({ seg: firstSeg + i, ts: pieces.length, d }));
}

describe('segmentsOf', () => {
  it('reads seg/ts/d triples numbered from 0 until one is missing', () => {
    const params = new URLSearchParams('id=1&pw=x&ser=5&seg0=7&ts0=2&d0=ab-_&seg1=8&ts1=2&d1=cd..&seg3=9');
    expect(segmentsOf(params)).toEqual([
      { seg: 7, ts: 2, d: 'ab-_' },
      { seg: 8, ts: 2, d: 'cd..' },
    ]);
    expect(segmentsOf(new URLSearchParams('id=1&pw=x'))).toEqual([]);
  });

  it('refuses malformed numbers and data', () => {
    expect(segmentsOf(new URLSearchParams('seg0=x&ts0=1&d0=ab'))).toBeNull();
    expect(segmentsOf(new URLSearchParams('seg0=0&ts0=0&d0=ab'))).toBeNull();
    expect(segmentsOf(new URLSearchParams('seg0=0&ts0=1'))).toBeNull();
    expect(segmentsOf(new URLSearchParams('seg0=0&ts0=1&d0=a+b'))).toBeNull();
  });
});

describe('SegmentAssembler', () => {
  it('decodes messages in web-safe base64 with "." padding, multi-byte text included', () => {
    const message = { t: 'd', d: { r: 1, a: 'p', b: { p: '/a', d: 'Tōkyō ✓ ??>>' } } };
    const segments = segmentsFor(message, 0, 1000);
    expect(segments).toHaveLength(1);
    expect(segments[0]?.d).toMatch(/[-_.]/);
    expect(new SegmentAssembler().push(segments)).toEqual([JSON.stringify(message)]);
  });

  it('joins a message cut into segments that arrive out of order, and keeps messages in order', () => {
    const first = segmentsFor({ big: 'x'.repeat(200) }, 0, 40);
    const second = segmentsFor({ small: 1 }, first.length, 40);
    expect(first.length).toBeGreaterThan(3);
    const assembler = new SegmentAssembler();
    // The later request first: nothing is complete until the first segment arrives.
    expect(assembler.push([...second, ...first.slice(2)])).toEqual([]);
    expect(assembler.push(first.slice(0, 2))).toEqual([
      JSON.stringify({ big: 'x'.repeat(200) }),
      JSON.stringify({ small: 1 }),
    ]);
    // A segment seen again (a retried request) is ignored.
    expect(assembler.push(first.slice(0, 1))).toEqual([]);
  });
});
