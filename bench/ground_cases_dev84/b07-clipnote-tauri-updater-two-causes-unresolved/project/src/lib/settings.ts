import { load, Store } from "@tauri-apps/plugin-store";

export interface Settings {
  autoUpdate: boolean;
  startHidden: boolean;
  historyLimit: number;
  theme: "light" | "dark" | "system";
}

const DEFAULTS: Settings = { autoUpdate: true, startHidden: false, historyLimit: 50, theme: "system" };

let store: Store | null = null;

async function getStore(): Promise<Store> {
  store ??= await load("settings.json", { autoSave: true });
  return store;
}

export async function getSettings(): Promise<Settings> {
  const s = await getStore();
  const out = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as (keyof Settings)[]) {
    const v = await s.get<Settings[typeof key]>(key);
    if (v !== undefined && v !== null) (out as Record<string, unknown>)[key] = v;
  }
  return out;
}

export async function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
  const s = await getStore();
  await s.set(key, value);
}
