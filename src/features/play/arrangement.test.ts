import { moveItem, shownOrder } from './arrangement';

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
