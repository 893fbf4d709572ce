import { invoke } from "@tauri-apps/api/core";
import { save } from "@tauri-apps/plugin-dialog";
import { writeTextFile } from "@tauri-apps/plugin-fs";
import type { Clip } from "./main";

function defaultFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `clipvault-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export async function exportHistory(): Promise<void> {
  const clips = await invoke<Clip[]>("history", { query: "" });
  const path = await save({
    title: "Export clipboard history",
    defaultPath: defaultFileName(),
    filters: [{ name: "JSON", extensions: ["json"] }],
  });
  if (!path) return;
  await writeTextFile(path, JSON.stringify(clips, null, 2));
}
