import { useCallback, useEffect, useState } from 'react';

import { getFavorites, loadFavorites, subscribe, toggleFavorite } from '../storage/favorites';

/**
 * The favorite ids and a toggle. Every mounted screen sees the same set.
 */
export function useFavorites() {
  const [favorites, setFavorites] = useState<Set<string>>(() => getFavorites());

  useEffect(() => {
    let active = true;
    const unsubscribe = subscribe(setFavorites);
    loadFavorites().then((ids) => {
      if (active) setFavorites(ids);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const toggle = useCallback((id: string) => {
    void toggleFavorite(id);
  }, []);

  const isFavorite = useCallback((id: string) => favorites.has(id), [favorites]);

  return { favorites, isFavorite, toggle };
}

export function sortFavoritesFirst<T extends { id: string }>(items: T[], favorites: Set<string>): T[] {
  return [...items].sort((a, b) => {
    const fa = favorites.has(a.id) ? 0 : 1;
    const fb = favorites.has(b.id) ? 0 : 1;
    return fa - fb;
  });
}

export default useFavorites;
