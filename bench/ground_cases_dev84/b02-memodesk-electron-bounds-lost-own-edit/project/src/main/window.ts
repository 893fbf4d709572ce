import { BrowserWindow, screen } from "electron";
import * as path from "path";
import { Settings, Bounds } from "./settings";
import { state } from "./main";

function visibleOnSomeDisplay(b: Bounds): boolean {
  return screen.getAllDisplays().some((d) => {
    const a = d.workArea;
    return b.x < a.x + a.width && b.x + b.width > a.x && b.y < a.y + a.height && b.y + b.height > a.y;
  });
}

export function createMainWindow(settings: Settings, preload: string): BrowserWindow {
  const saved = settings.get("windowBounds");
  const bounds = saved && visibleOnSomeDisplay(saved) ? saved : { width: 420, height: 560 };

  const win = new BrowserWindow({
    ...bounds,
    minWidth: 280,
    minHeight: 200,
    show: false,
    alwaysOnTop: settings.get("alwaysOnTop"),
    webPreferences: { preload, contextIsolation: true, nodeIntegration: false },
  });
  if (settings.get("maximized")) win.maximize();
  win.loadFile(path.join(__dirname, "..", "..", "src", "renderer", "index.html"));
  win.once("ready-to-show", () => win.show());

  win.on("close", (e) => {
    if (!win.isMinimized() && !win.isMaximized()) {
      settings.set("windowBounds", win.getBounds());
    }
    settings.set("maximized", win.isMaximized());
    if (!state.quitting) {
      // ×ボタンはトレイにしまうだけ。終了はトレイメニューから
      e.preventDefault();
      win.hide();
    }
  });
  return win;
}
