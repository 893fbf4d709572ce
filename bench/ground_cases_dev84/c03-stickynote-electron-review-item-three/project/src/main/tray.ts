import { app, BrowserWindow, Menu, nativeImage, Tray } from "electron";
import path from "node:path";

let tray: Tray | null = null;

function iconPath(): string {
  const name = process.platform === "win32" ? "tray.ico" : "trayTemplate.png";
  return path.join(__dirname, "../../assets", name);
}

export function createTray(win: BrowserWindow): Tray {
  tray = new Tray(nativeImage.createFromPath(iconPath()));
  tray.setToolTip("便签");
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: "显示", click: () => win.show() },
      { label: "新建便签", click: () => { win.show(); win.webContents.send("note:new"); } },
      { type: "separator" },
      { label: "退出", click: () => app.quit() },
    ]),
  );
  tray.on("click", () => (win.isVisible() ? win.hide() : win.show()));
  return tray;
}
