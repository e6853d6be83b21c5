// Orders fixed when a game starts (SPEC §4): the play order of the questions and of each question's options.

/** A source of random numbers in [0, 1), like Math.random; the server passes a cryptographic one. */
export type Random = () => number;

/** 0..n-1 in a uniformly random order (Fisher–Yates). */
export function shuffledIndices(n: number, random: Random): number[] {
  const order = Array.from({ length: n }, (_, index) => index);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** 0..n-1 in order. */
export const identityOrder = (n: number): number[] => Array.from({ length: n }, (_, index) => index);
