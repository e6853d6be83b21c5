// Keys for REST POST, in the form the SDK's push() generates: 8 characters of time then 12 random
// ones, from an alphabet in ASCII order, so keys sort chronologically
// (https://firebase.google.com/docs/database/web/lists-of-data, "Append to a list of data").

import { randomInt } from 'node:crypto';

const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

let lastTime = 0;
let lastRandom: number[] = [];

export function nextPushId(now = Date.now()): string {
  if (now === lastTime) {
    // Within one millisecond the random part counts up, so keys stay ordered.
    let i = lastRandom.length - 1;
    while (i >= 0 && lastRandom[i] === ALPHABET.length - 1) lastRandom[i--] = 0;
    if (i >= 0) lastRandom[i] = (lastRandom[i] ?? 0) + 1;
  } else {
    lastTime = now;
    lastRandom = Array.from({ length: 12 }, () => randomInt(ALPHABET.length));
  }
  let time = '';
  for (let rest = now, i = 0; i < 8; i++, rest = Math.floor(rest / ALPHABET.length)) {
    time = ALPHABET.charAt(rest % ALPHABET.length) + time;
  }
  return time + lastRandom.map((digit) => ALPHABET[digit]).join('');
}
