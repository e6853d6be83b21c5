// The player's ordering of an arrange question (SPEC §2: up and down arrows per item). Items are named
// by the position the host shows them at (GameQuestion.displayOrder): the answer is the list of shown
// positions in the order the player put them, and it starts as shown.

/** The items as the host shows them: 0, 1, … count − 1. */
export function shownOrder(count: number): number[] {
  return Array.from({ length: count }, (_, position) => position);
}

/** The list with the item at `index` swapped with its neighbour above (−1) or below (+1); unchanged at an end. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (!(index in items) || !(target in items)) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * Which of the moved item's buttons takes focus after a move by one of them: the same one, so that pressing
 * it again moves the item further, unless the move brought the item to the end that disables it (up at
 * the top, down at the bottom); then the other, since focus on a disabled button is lost.
 */
export function moveButtonAfterMove(direction: -1 | 1, newIndex: number, count: number): -1 | 1 {
  const atEnd = direction === -1 ? newIndex === 0 : newIndex === count - 1;
  return atEnd ? (-direction as -1 | 1) : direction;
}
