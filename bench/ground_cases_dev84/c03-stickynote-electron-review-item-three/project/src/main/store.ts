import { app } from "electron";
import fs from "node:fs";
import path from "node:path";

export interface Settings {
  theme: "yellow" | "blue" | "dark";
  fontSize: number;
  alwaysOnTop: boolean;
  bounds: { x?: number; y?: number; width: number; height: number };
}

const DEFAULTS: Settings = {
  theme: "yellow",
  fontSize: 14,
  alwaysOnTop: true,
  bounds: { width: 320, height: 360 },
};

function settingsPath(): string {
  return path.join(app.getPath("userData"), "settings.json");
}

export function loadSettings(): Settings {
  try {
    const raw = fs.readFileSync(settingsPath(), "utf-8");
    const saved = JSON.parse(raw) as Partial<Settings>;
    return { ...DEFAULTS, ...saved, bounds: { ...DEFAULTS.bounds, ...saved.bounds } };
  } catch {
    return { ...DEFAULTS };
  }
}

export function saveSettings(settings: Settings): void {
  const file = settingsPath();
  const tmp = file + ".tmp";
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(tmp, JSON.stringify(settings, null, 2), "utf-8");
  fs.renameSync(tmp, file);
}
