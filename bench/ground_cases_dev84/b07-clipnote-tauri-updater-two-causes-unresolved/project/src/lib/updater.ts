import { check } from "@tauri-apps/plugin-updater";
import { relaunch } from "@tauri-apps/plugin-process";

const INTERVAL_MS = 6 * 60 * 60 * 1000;

/** 更新を確認して、あればダウンロード・インストールして再起動を促す。 */
export async function checkForUpdates(ask: (version: string) => Promise<boolean>): Promise<void> {
  try {
    const update = await check();
    if (!update) return;
    if (!(await ask(update.version))) return;
    await update.downloadAndInstall();
    await relaunch();
  } catch {
    // オフラインのときなどは黙って次回に回す
  }
}

export function startUpdateLoop(ask: (version: string) => Promise<boolean>): void {
  void checkForUpdates(ask);
  setInterval(() => void checkForUpdates(ask), INTERVAL_MS);
}
