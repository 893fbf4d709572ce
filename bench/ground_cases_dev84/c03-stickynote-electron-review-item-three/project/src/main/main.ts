import { app, BrowserWindow, globalShortcut, ipcMain } from "electron";
import log from "electron-log/main";
import path from "node:path";
import { buildMenu } from "./menu";
import { loadSettings, saveSettings, Settings } from "./store";
import { createTray } from "./tray";
import { setupAutoUpdate } from "./updater";

let mainWindow: BrowserWindow | null = null;
let settings: Settings;

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: settings.bounds.width,
    height: settings.bounds.height,
    x: settings.bounds.x,
    y: settings.bounds.y,
    alwaysOnTop: settings.alwaysOnTop,
    frame: false,
    show: false,
    webPreferences: {
      preload: path.join(__dirname, "../preload/preload.js"),
      contextIsolation: true,
    },
  });
  win.loadFile(path.join(__dirname, "../renderer/index.html"));
  win.once("ready-to-show", () => win.show());
  win.on("close", (event) => {
    if (!(app as any).isQuitting) {
      event.preventDefault();
      win.hide();
    }
  });
  win.on("moved", () => {
    settings.bounds = win.getBounds();
    saveSettings(settings);
  });
  return win;
}

function registerIpc(): void {
  ipcMain.handle("settings:get", () => settings);
  ipcMain.handle("settings:set", (_event, patch: Partial<Settings>) => {
    settings = { ...settings, ...patch };
    saveSettings(settings);
    mainWindow?.setAlwaysOnTop(settings.alwaysOnTop);
    mainWindow?.webContents.send("settings:changed", settings);
    return settings;
  });
}

function registerAppEvents(): void {
  app.on("second-instance", () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    if (!mainWindow.isVisible()) mainWindow.show();
    mainWindow.focus();
  });
  app.on("before-quit", () => {
    (app as any).isQuitting = true;
  });
  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
}

async function bootstrap(): Promise<void> {
  await app.whenReady();
  settings = loadSettings();
  registerIpc();
  mainWindow = createWindow();
  buildMenu(mainWindow);
  createTray(mainWindow);
  globalShortcut.register("CommandOrControl+Shift+N", () => {
    mainWindow?.show();
    mainWindow?.webContents.send("note:new");
  });
  setupAutoUpdate(mainWindow);
  log.info("stickynote started", app.getVersion());
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppEvents();
  bootstrap().catch((err) => {
    log.error("bootstrap failed", err);
    app.exit(1);
  });
}
