import AsyncStorage from '@react-native-async-storage/async-storage';

import { loadQueue, saveQueue, lastSyncAt, markSynced } from '../storage';

jest.mock('@react-native-async-storage/async-storage', () =>
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

describe('storage', () => {
  beforeEach(async () => {
    await AsyncStorage.clear();
  });

  it('round-trips the queue', async () => {
    const ops = [{ id: 'a', noteId: 'n1', kind: 'upsert' as const, at: 1 }];
    await saveQueue(ops);
    expect(await loadQueue()).toEqual(ops);
  });

  it('returns an empty queue on a fresh install', async () => {
    expect(await loadQueue()).toEqual([]);
  });

  it('remembers the last sync time', async () => {
    expect(await lastSyncAt()).toBeNull();
    await markSynced(1700000000000);
    expect(await lastSyncAt()).toBe(1700000000000);
  });

  it('coerces a string timestamp from older versions', async () => {
    await AsyncStorage.setItem('jotly.sync.queue.v2', JSON.stringify([{ id: 'a', noteId: 'n', kind: 'delete', at: '5' }]));
    const [first] = await loadQueue();
    expect(first.at).toBe(5);
  });
});
