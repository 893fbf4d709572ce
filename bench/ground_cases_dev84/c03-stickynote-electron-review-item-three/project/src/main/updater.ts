import { BrowserWindow, dialog } from "electron";
import log from "electron-log/main";
import { autoUpdater } from "electron-updater";

const SIX_HOURS = 6 * 60 * 60 * 1000;

export function setupAutoUpdate(win: BrowserWindow): void {
  autoUpdater.logger = log;
  autoUpdater.autoDownload = true;

  autoUpdater.on("error", (err) => {
    log.warn("update check failed", err?.message ?? err);
  });

  autoUpdater.on("update-downloaded", async (info) => {
    const { response } = await dialog.showMessageBox(win, {
      type: "info",
      buttons: ["立即重启", "稍后"],
      defaultId: 0,
      message: `新版本 ${info.version} 已下载`,
      detail: "重启后即可使用新版本。",
    });
    if (response === 0) autoUpdater.quitAndInstall();
  });

  autoUpdater.checkForUpdates();
  setInterval(() => autoUpdater.checkForUpdates(), SIX_HOURS);
}
