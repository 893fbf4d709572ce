import { app, BrowserWindow } from "electron";
import * as path from "path";
import { buildMenu } from "./menu";
import { getSetting, setSetting } from "./settings";
import { createTray } from "./tray";
import { startUpdater } from "./updater";

export const state = { quitting: false };

function createWindow(): BrowserWindow {
  const bounds = getSetting("bounds");
  const win = new BrowserWindow({
    width: bounds?.width ?? 900,
    height: bounds?.height ?? 640,
    x: bounds?.x,
    y: bounds?.y,
    show: false,
    webPreferences: { preload: path.join(__dirname, "../preload/preload.js"), contextIsolation: true },
  });
  win.loadFile(path.join(__dirname, "../../src/renderer/index.html"));
  win.once("ready-to-show", () => win.show());
  win.on("close", (e) => {
    setSetting("bounds", win.getBounds());
    if (getSetting("closeToTray") && !state.quitting) {
      e.preventDefault();
      win.hide();
    }
  });
  return win;
}

app.whenReady().then(() => {
  const win = createWindow();
  buildMenu(win);
  createTray(win);
  startUpdater();
});

app.on("before-quit", () => {
  state.quitting = true;
});

app.on("window-all-closed", () => {
  if (process.platform !== "darwin") app.quit();
});
