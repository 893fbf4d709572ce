import AsyncStorage from '@react-native-async-storage/async-storage';

import type { Op } from './syncQueue';

const QUEUE_KEY = 'jotly.sync.queue.v2';
const LAST_SYNC_KEY = 'jotly.sync.lastSyncAt';

/** Pending operations survive restarts: they are written after every change. */
export async function loadQueue(): Promise<Op[]> {
  const raw = await AsyncStorage.getItem(QUEUE_KEY);
  if (!raw) return [];
  const parsed: Op[] = JSON.parse(raw);
  return parsed.map((op) => ({ ...op, at: Number(op.at) }));
}

export async function saveQueue(ops: Op[]): Promise<void> {
  await AsyncStorage.setItem(QUEUE_KEY, JSON.stringify(ops));
}

export async function clearQueue(): Promise<void> {
  await AsyncStorage.removeItem(QUEUE_KEY);
}

export async function lastSyncAt(): Promise<number | null> {
  const raw = await AsyncStorage.getItem(LAST_SYNC_KEY);
  return raw ? Number(raw) : null;
}

export async function markSynced(at = Date.now()): Promise<void> {
  await AsyncStorage.setItem(LAST_SYNC_KEY, String(at));
}
