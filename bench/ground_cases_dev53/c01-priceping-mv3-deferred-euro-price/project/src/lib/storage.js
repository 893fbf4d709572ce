const KEY = 'tracked';
const SETTINGS_KEY = 'settings';

const DEFAULT_SETTINGS = {
  locale: 'en-US',
  notify: true,
  maxItems: 20,
};

export async function getTracked() {
  const data = await chrome.storage.local.get(KEY);
  return data[KEY] ?? [];
}

export async function saveTracked(items) {
  await chrome.storage.local.set({ [KEY]: items });
}

export async function addTracked(item) {
  const items = await getTracked();
  const settings = await getSettings();
  if (items.some((i) => i.url === item.url)) return items;
  if (items.length >= settings.maxItems) {
    throw new Error(`You can track up to ${settings.maxItems} items on the free plan`);
  }
  items.push({ ...item, id: crypto.randomUUID(), createdAt: Date.now() });
  await saveTracked(items);
  return items;
}

export async function removeTracked(id) {
  const items = (await getTracked()).filter((i) => i.id !== id);
  await saveTracked(items);
  return items;
}

export async function getSettings() {
  const data = await chrome.storage.sync.get(SETTINGS_KEY);
  return { ...DEFAULT_SETTINGS, ...(data[SETTINGS_KEY] ?? {}) };
}
