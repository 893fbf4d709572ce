import { browser } from "$app/environment";
import { writable } from "svelte/store";

const STORAGE_KEY = "kondate:favorites";

function load(): Set<string> {
  if (!browser) return new Set();
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return new Set(raw ? (JSON.parse(raw) as string[]) : []);
  } catch {
    return new Set();
  }
}

function createFavorites() {
  const { subscribe, update, set } = writable<Set<string>>(load());

  if (browser) {
    subscribe((value) => localStorage.setItem(STORAGE_KEY, JSON.stringify([...value])));
  }

  return {
    subscribe,
    toggle(id: string) {
      update((current) => {
        const next = new Set(current);
        if (next.has(id)) {
          next.delete(id);
        } else {
          next.add(id);
        }
        return next;
      });
    },
    remove(id: string) {
      update((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    },
    clear() {
      set(new Set());
    },
  };
}

export const favorites = createFavorites();
