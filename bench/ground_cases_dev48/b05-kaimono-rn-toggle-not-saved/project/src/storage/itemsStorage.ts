import AsyncStorage from "@react-native-async-storage/async-storage";
import type { Item } from "../types";

const KEY = "kaimono:items:v2";
const LEGACY_KEY = "kaimono:items";

type LegacyItem = { id: string; text: string; checked: boolean };

function fromLegacy(old: LegacyItem[]): Item[] {
  return old.map((o, i) => ({ id: o.id, title: o.text, done: o.checked, createdAt: i }));
}

export async function loadItems(): Promise<Item[]> {
  const raw = await AsyncStorage.getItem(KEY);
  if (raw) {
    try {
      return JSON.parse(raw) as Item[];
    } catch {
      return [];
    }
  }
  const legacy = await AsyncStorage.getItem(LEGACY_KEY);
  if (!legacy) return [];
  const migrated = fromLegacy(JSON.parse(legacy) as LegacyItem[]);
  await AsyncStorage.multiSet([[KEY, JSON.stringify(migrated)]]);
  await AsyncStorage.removeItem(LEGACY_KEY);
  return migrated;
}

export async function saveItems(items: Item[]): Promise<void> {
  await AsyncStorage.setItem(KEY, JSON.stringify(items));
}

export async function clearItems(): Promise<void> {
  await AsyncStorage.multiRemove([KEY, LEGACY_KEY]);
}
