import { autoUpdater } from "electron-updater";
import { dialog } from "electron";
import { getSetting } from "./settings";

const SIX_HOURS = 6 * 60 * 60 * 1000;

export function startUpdater(): void {
  if (!getSetting("autoUpdate")) return;
  autoUpdater.autoDownload = true;
  autoUpdater.on("update-downloaded", async (info) => {
    const { response } = await dialog.showMessageBox({
      type: "info",
      buttons: ["Restart now", "Later"],
      message: `Quillpad ${info.version} is ready to install.`,
    });
    if (response === 0) autoUpdater.quitAndInstall();
  });
  autoUpdater.on("error", (err) => console.error("[updater]", err.message));
  autoUpdater.checkForUpdates().catch(() => undefined);
  setInterval(() => autoUpdater.checkForUpdates().catch(() => undefined), SIX_HOURS);
}
