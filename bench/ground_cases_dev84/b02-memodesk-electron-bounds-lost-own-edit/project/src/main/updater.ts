import { app, dialog } from "electron";
import { autoUpdater } from "electron-updater";
import { Settings } from "./settings";

const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

export function setupAutoUpdate(settings: Settings): void {
  if (!app.isPackaged) return;
  autoUpdater.autoDownload = true;
  const beta = settings.get("updateChannel") === "beta";
  autoUpdater.allowPrerelease = beta;
  autoUpdater.channel = beta ? "beta" : "latest";
  autoUpdater.on("error", (err) => console.error("update error", err));
  autoUpdater.on("update-downloaded", async (info) => {
    const { response } = await dialog.showMessageBox({
      type: "info",
      buttons: ["再起動して更新", "あとで"],
      defaultId: 0,
      message: `MemoDesk ${info.version} をダウンロードしました`,
      detail: "再起動すると新しいバージョンになります。",
    });
    if (response === 0) autoUpdater.quitAndInstall();
  });
  void autoUpdater.checkForUpdates();
  setInterval(() => void autoUpdater.checkForUpdates(), CHECK_INTERVAL_MS);
}
