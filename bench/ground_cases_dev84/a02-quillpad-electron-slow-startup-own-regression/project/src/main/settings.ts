import { app } from "electron";
import * as fs from "fs";
import * as path from "path";

export interface Settings {
  autoUpdate: boolean;
  theme: "light" | "dark" | "system";
  closeToTray: boolean;
  recent: string[];
  bounds?: { x: number; y: number; width: number; height: number };
}

const DEFAULTS: Settings = {
  autoUpdate: true,
  theme: "system",
  closeToTray: true,
  recent: [],
};

let cache: Settings | null = null;

function file(): string {
  return path.join(app.getPath("userData"), "settings.json");
}

export function loadSettings(): Settings {
  if (cache) return cache;
  try {
    cache = { ...DEFAULTS, ...JSON.parse(fs.readFileSync(file(), "utf8")) };
  } catch {
    cache = { ...DEFAULTS };
  }
  return cache!;
}

export function getSetting<K extends keyof Settings>(key: K): Settings[K] {
  return loadSettings()[key];
}

export function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  const s = loadSettings();
  s[key] = value;
  fs.mkdirSync(path.dirname(file()), { recursive: true });
  fs.writeFileSync(file(), JSON.stringify(s, null, 2));
}
