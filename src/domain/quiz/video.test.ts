import { describe, expect, it } from 'vitest';
import { extractVideoId } from './video';

describe('extractVideoId (valid only with an 11-character id)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a_b-c_d-e_f', 'a_b-c_d-e_f'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (link, id) => {
    expect(extractVideoId(link)).toBe(id);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', '10-character id'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', '12-character id'],
    ['https://youtu.be/dQw4w9WgX!Q', 'a character outside the id alphabet'],
    ['https://www.youtube.com/watch', 'no id'],
    ['https://www.youtube.com/', 'the home page'],
    ['https://vimeo.com/123456789', 'another video site'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', 'another host with a watch path'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'a look-alike host'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', 'a script link'],
    ['dQw4w9WgXcQ', 'a bare id'],
    ['', 'empty'],
  ])('rejects %s (%s)', (link) => {
    expect(extractVideoId(link)).toBeNull();
  });
});
