// Message framing (realtime/WebSocketConnection.ts): long messages travel as a frame count followed
// by that many pieces, in both directions.

import { get, onValue, ref, set } from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { FrameAssembler, MAX_FRAME_CHARS, splitIntoFrames } from './frames';
import { eventually, startHarness } from './test/harness';

describe('frames', () => {
  test('a long message is split behind a frame count and reassembled', () => {
    const text = JSON.stringify({ d: 'x'.repeat(MAX_FRAME_CHARS * 2) });
    const frames = splitIntoFrames(text);
    expect(frames[0]).toBe('3');
    const assembler = new FrameAssembler();
    expect(frames.map((frame) => assembler.push(frame))).toEqual([null, null, null, text]);
    expect(assembler.push('0')).toBeNull();
    expect(assembler.push('{"t":"d"}')).toBe('{"t":"d"}');
  });

  test('a piece never ends inside a surrogate pair', () => {
    const text = 'a'.repeat(MAX_FRAME_CHARS - 1) + '😀'.repeat(10);
    const [, first, second] = splitIntoFrames(text);
    expect(first).toBe('a'.repeat(MAX_FRAME_CHARS - 1));
    expect(second).toBe('😀'.repeat(10));
  });

  test('values larger than a frame travel both ways with the SDK', async () => {
    const { client } = await startHarness();
    const big = { text: 'é'.repeat(40000), list: Array.from({ length: 2000 }, (_, i) => `item ${i}`) };
    let seen: unknown = null;
    onValue(ref(client(), 'big'), (snapshot) => (seen = snapshot.val()));
    await set(ref(client(), 'big'), big);
    await eventually(() => expect(seen).toEqual(big));
    expect((await get(ref(client(), 'big'))).val()).toEqual(big);
  });
});
