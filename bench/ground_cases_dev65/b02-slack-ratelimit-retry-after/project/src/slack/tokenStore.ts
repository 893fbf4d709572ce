import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

import { config } from "../config.js";

export interface StoredToken {
  accessToken: string;
  refreshToken: string;
  expiresAt: number; // epoch ms
  teamId: string;
}

export async function loadToken(): Promise<StoredToken | null> {
  try {
    const raw = await readFile(config.slack.tokenFile, "utf8");
    return JSON.parse(raw) as StoredToken;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

export async function saveToken(token: StoredToken): Promise<void> {
  await mkdir(dirname(config.slack.tokenFile), { recursive: true });
  await writeFile(config.slack.tokenFile, JSON.stringify(token, null, 2), "utf8");
}

export function isExpiring(token: StoredToken, now = Date.now()): boolean {
  // refresh five minutes early to absorb clock skew between us and Slack
  return token.expiresAt - now < 5 * 60 * 1000;
}
