import AsyncStorage from '@react-native-async-storage/async-storage';

const PREFIX = 'chatter:v1:';

export async function readJSON<T>(key: string): Promise<T | null> {
  try {
    const raw = await AsyncStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch (e) {
    console.warn(`[cache] read ${key} failed`, e);
    return null;
  }
}

export async function writeJSON(key: string, value: unknown): Promise<void> {
  try {
    await AsyncStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch (e) {
    console.warn(`[cache] write ${key} failed`, e);
  }
}

export async function remove(key: string): Promise<void> {
  await AsyncStorage.removeItem(PREFIX + key);
}

export async function clearAll(): Promise<void> {
  const keys = await AsyncStorage.getAllKeys();
  await AsyncStorage.multiRemove(keys.filter((k) => k.startsWith(PREFIX)));
}

export const cacheKeys = {
  draft: (chatId: string) => `draft:${chatId}`,
  profile: 'profile',
  chats: 'chats',
};
