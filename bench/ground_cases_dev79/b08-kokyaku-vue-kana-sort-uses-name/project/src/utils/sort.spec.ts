import { describe, expect, it } from 'vitest';
import type { Customer } from '../types';
import { filterCustomers, sortCustomers } from './sort';

const c = (id: number, name: string, nameKana: string, totalSpent = 0): Customer => ({
  id,
  name,
  nameKana,
  email: `u${id}@example.jp`,
  createdAt: `2024-0${id}-01T00:00:00Z`,
  totalSpent,
});

describe('sortCustomers', () => {
  it('sorts hiragana and katakana names together', () => {
    const list = [c(1, 'アオヤマ', 'アオヤマ'), c(2, 'いとう', 'いとう'), c(3, 'あおき', 'あおき')];
    expect(sortCustomers(list, 'name', 'asc').map((x) => x.id)).toEqual([3, 1, 2]);
  });

  it('sorts by total spent descending', () => {
    const list = [c(1, 'A', 'え', 100), c(2, 'B', 'び', 300), c(3, 'C', 'し', 200)];
    expect(sortCustomers(list, 'totalSpent', 'desc').map((x) => x.id)).toEqual([2, 3, 1]);
  });
});

describe('filterCustomers', () => {
  it('matches kana', () => {
    const list = [c(1, '佐藤', 'さとう'), c(2, '鈴木', 'すずき')];
    expect(filterCustomers(list, 'すず').map((x) => x.id)).toEqual([2]);
  });
});
