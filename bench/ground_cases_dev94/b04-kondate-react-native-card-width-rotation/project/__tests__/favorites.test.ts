import AsyncStorage from '@react-native-async-storage/async-storage';

import {
  STORAGE_KEY,
  getFavorites,
  loadFavorites,
  resetForTests,
  subscribe,
  toggleFavorite,
} from '../src/storage/favorites';
import { sortFavoritesFirst } from '../src/hooks/useFavorites';

describe('favorites storage', () => {
  beforeEach(async () => {
    resetForTests();
    await AsyncStorage.clear();
  });

  it('toggles an id on and off and saves it', async () => {
    await toggleFavorite('r1');
    expect(getFavorites().has('r1')).toBe(true);
    expect(JSON.parse((await AsyncStorage.getItem(STORAGE_KEY)) ?? '[]')).toEqual(['r1']);
    await toggleFavorite('r1');
    expect(getFavorites().has('r1')).toBe(false);
  });

  it('loads what was saved before', async () => {
    await AsyncStorage.setItem(STORAGE_KEY, JSON.stringify(['r9', 'r4']));
    const ids = await loadFavorites();
    expect([...ids].sort()).toEqual(['r4', 'r9']);
  });

  it('ignores a corrupt value', async () => {
    await AsyncStorage.setItem(STORAGE_KEY, '{oops');
    expect((await loadFavorites()).size).toBe(0);
  });

  it('notifies subscribers with a new set', async () => {
    const seen: Set<string>[] = [];
    await loadFavorites();
    const unsubscribe = subscribe((ids) => seen.push(ids));
    await toggleFavorite('r2');
    unsubscribe();
    await toggleFavorite('r3');
    expect(seen).toHaveLength(1);
    expect([...seen[0]]).toEqual(['r2']);
  });
});

describe('sortFavoritesFirst', () => {
  it('keeps the order inside each group', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    const sorted = sortFavoritesFirst(items, new Set(['c', 'a']));
    expect(sorted.map((i) => i.id)).toEqual(['a', 'c', 'b', 'd']);
  });
});
