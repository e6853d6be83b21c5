import { moveButtonAfterMove, moveItem, shownOrder } from './arrangement';

describe('shownOrder', () => {
  it('lists the shown positions', () => {
    expect(shownOrder(4)).toEqual([0, 1, 2, 3]);
    expect(shownOrder(0)).toEqual([]);
  });
});

describe('moveItem', () => {
  it('swaps an item with its neighbour above or below', () => {
    expect(moveItem([0, 1, 2, 3], 2, -1)).toEqual([0, 2, 1, 3]);
    expect(moveItem([0, 1, 2, 3], 0, 1)).toEqual([1, 0, 2, 3]);
    expect(moveItem([3, 1, 0, 2], 3, -1)).toEqual([3, 1, 2, 0]);
  });

  it('changes nothing at the ends or out of range, and never the list it was given', () => {
    const items = [0, 1, 2] as const;
    expect(moveItem(items, 0, -1)).toEqual([0, 1, 2]);
    expect(moveItem(items, 2, 1)).toEqual([0, 1, 2]);
    expect(moveItem(items, 5, -1)).toEqual([0, 1, 2]);
    expect(moveItem(items, 1, 1)).not.toBe(items);
    expect(items).toEqual([0, 1, 2]);
  });
});

describe('moveButtonAfterMove', () => {
  it('keeps focus on the button pressed while the item can move on that way', () => {
    expect(moveButtonAfterMove(-1, 1, 4)).toBe(-1);
    expect(moveButtonAfterMove(1, 2, 4)).toBe(1);
  });

  it('hands focus to the other button when the move reached the end that disables the pressed one', () => {
    expect(moveButtonAfterMove(-1, 0, 4)).toBe(1);
    expect(moveButtonAfterMove(1, 3, 4)).toBe(-1);
  });
});
