import { writable } from "svelte/store";

const KEY = "streaks.v1";

function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) ?? { habits: [], log: [] };
  } catch {
    return { habits: [], log: [] };
  }
}

export const state = writable(load());

state.subscribe((value) => localStorage.setItem(KEY, JSON.stringify(value)));

export function markDone(habitId, stamp) {
  state.update((s) => ({ ...s, log: [...s.log, { habitId, at: stamp }] }));
}

export function markAllDone(stamp) {
  state.update((s) => ({ ...s, log: [...s.log, ...s.habits.map((h) => ({ habitId: h.id, at: stamp }))] }));
}
