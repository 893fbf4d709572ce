import { app, BrowserWindow, Menu, Tray, nativeImage } from "electron";
import * as path from "path";
import { Settings } from "./settings";

let tray: Tray | null = null;

function iconPath(): string {
  const name = process.platform === "darwin" ? "trayTemplate.png" : "tray.png";
  return path.join(__dirname, "..", "..", "assets", name);
}

export function createTray(win: BrowserWindow, settings: Settings): Tray {
  tray = new Tray(nativeImage.createFromPath(iconPath()));
  tray.setToolTip("MemoDesk");

  const rebuild = () => {
    const menu = Menu.buildFromTemplate([
      { label: win.isVisible() ? "隠す" : "表示", click: () => { win.isVisible() ? win.hide() : win.show(); rebuild(); } },
      {
        label: "常に手前に表示",
        type: "checkbox",
        checked: settings.get("alwaysOnTop"),
        click: (item) => {
          win.setAlwaysOnTop(item.checked);
          settings.set("alwaysOnTop", item.checked);
        },
      },
      {
        label: "ログイン時に起動",
        type: "checkbox",
        checked: app.getLoginItemSettings().openAtLogin,
        click: (item) => app.setLoginItemSettings({ openAtLogin: item.checked, openAsHidden: true }),
      },
      { type: "separator" },
      { label: "終了", click: () => app.quit() },
    ]);
    tray?.setContextMenu(menu);
  };
  rebuild();
  win.on("show", rebuild);
  win.on("hide", rebuild);
  tray.on("click", () => (win.isVisible() ? win.hide() : win.show()));
  return tray;
}
