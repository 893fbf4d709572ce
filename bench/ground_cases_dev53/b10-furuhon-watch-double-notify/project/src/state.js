import { readFile, writeFile, mkdir } from "node:fs/promises";

import { MAX_SEEN, SEEN_PATH } from "./config.js";

export async function loadSeen() {
  try {
    const raw = await readFile(SEEN_PATH, "utf8");
    return new Set(JSON.parse(raw));
  } catch (err) {
    if (err.code === "ENOENT") return new Set();
    throw err;
  }
}

export async function saveSeen(seen) {
  // keep the newest MAX_SEEN keys (insertion order = first seen)
  const keys = [...seen].slice(-MAX_SEEN);
  await mkdir(new URL(".", SEEN_PATH), { recursive: true });
  await writeFile(SEEN_PATH, JSON.stringify(keys, null, 0) + "\n");
}

export function pickNew(items, seen) {
  const fresh = [];
  for (const item of items) {
    if (seen.has(item.key)) continue;
    seen.add(item.key);
    fresh.push(item);
  }
  return fresh;
}

export function describe(seen) {
  return `${seen.size} keys`;
}

export const _internal = { MAX_SEEN };
