import { load } from "@tauri-apps/plugin-store";

export type Settings = { limit: number };

const DEFAULTS: Settings = { limit: 50 };

export async function loadSettings(): Promise<Settings> {
  const store = await load("settings.json", { autoSave: true });
  const limit = await store.get<number>("limit");
  return { limit: typeof limit === "number" ? limit : DEFAULTS.limit };
}

export async function saveLimit(limit: number): Promise<void> {
  const store = await load("settings.json", { autoSave: true });
  await store.set("limit", limit);
}
