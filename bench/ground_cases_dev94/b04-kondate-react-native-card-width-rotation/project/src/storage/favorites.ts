/**
 * Favorite recipe ids, persisted in AsyncStorage. The list screen and the
 * detail screen share them through useFavorites.
 */
import AsyncStorage from '@react-native-async-storage/async-storage';

type Listener = (ids: Set<string>) => void;

export const STORAGE_KEY = 'kondate:favorites:v1';

let ids = new Set<string>();
let loaded: Promise<Set<string>> | null = null;
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((l) => l(ids));
}

/** Reads the saved ids once; later calls get the same promise. */
export function loadFavorites(): Promise<Set<string>> {
  if (!loaded) {
    loaded = AsyncStorage.getItem(STORAGE_KEY)
      .then((raw) => {
        const saved: unknown = raw ? JSON.parse(raw) : [];
        ids = new Set(Array.isArray(saved) ? saved.filter((v): v is string => typeof v === 'string') : []);
        emit();
        return ids;
      })
      .catch(() => ids);
  }
  return loaded;
}

export function getFavorites(): Set<string> {
  return ids;
}

export async function toggleFavorite(id: string): Promise<Set<string>> {
  await loadFavorites();
  const next = new Set(ids);
  if (next.has(id)) {
    next.delete(id);
  } else {
    next.add(id);
  }
  ids = next;
  emit();
  await AsyncStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  return ids;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function resetForTests(): void {
  ids = new Set();
  loaded = null;
  listeners.clear();
}
