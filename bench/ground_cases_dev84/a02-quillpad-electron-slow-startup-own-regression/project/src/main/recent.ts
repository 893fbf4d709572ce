import * as fs from "fs";
import { getSetting, setSetting } from "./settings";

const MAX_RECENT = 10;

export function loadRecent(): string[] {
  const list = getSetting("recent") ?? [];
  return list.filter((p) => fs.existsSync(p)).slice(0, MAX_RECENT);
}

export function addRecent(filePath: string): string[] {
  const list = [filePath, ...loadRecent().filter((p) => p !== filePath)].slice(0, MAX_RECENT);
  setSetting("recent", list);
  return list;
}

export function removeRecent(filePath: string): string[] {
  const list = loadRecent().filter((p) => p !== filePath);
  setSetting("recent", list);
  return list;
}

export function clearRecent(): void {
  setSetting("recent", []);
}
