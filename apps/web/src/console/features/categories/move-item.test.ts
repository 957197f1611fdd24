import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.ts';

describe('moving an item in an ordered list', () => {
  it('swaps it with its neighbour', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it was at either end, and never changes the original', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'b']);
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});
