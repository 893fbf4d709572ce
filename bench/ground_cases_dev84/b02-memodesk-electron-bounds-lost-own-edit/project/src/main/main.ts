import { app, BrowserWindow } from "electron";
import * as path from "path";
import { Settings } from "./settings";
import { createMainWindow } from "./window";
import { createTray } from "./tray";
import { buildMenu } from "./menu";
import { setupAutoUpdate } from "./updater";

let mainWindow: BrowserWindow | null = null;
export const state = { quitting: false };

function registerAppEvents(settings: Settings): void {
  app.on("before-quit", () => {
    state.quitting = true;
    settings.flush();
  });

  app.on("activate", () => {
    // macOS: Dock アイコンのクリックで再表示
    if (mainWindow) mainWindow.show();
  });

  app.on("window-all-closed", () => {
    // トレイに常駐するので、ウィンドウが全部閉じても終了しない
  });
}

async function bootstrap(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  await app.whenReady();
  const settings = new Settings(app.getPath("userData"));
  settings.load();

  mainWindow = createMainWindow(settings, path.join(__dirname, "..", "preload.js"));
  createTray(mainWindow, settings);
  buildMenu(mainWindow);
  registerAppEvents(settings);
  setupAutoUpdate(settings);

  app.on("second-instance", () => {
    mainWindow?.show();
    mainWindow?.focus();
  });
}

bootstrap().catch((err) => {
  console.error(err);
  app.exit(1);
});
