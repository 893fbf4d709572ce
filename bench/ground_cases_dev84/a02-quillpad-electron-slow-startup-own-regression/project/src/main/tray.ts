import { app, BrowserWindow, Menu, nativeImage, Tray } from "electron";
import * as path from "path";

let tray: Tray | null = null;

export function createTray(win: BrowserWindow): Tray {
  const icon = nativeImage.createFromPath(path.join(__dirname, "../../assets/trayTemplate.png"));
  tray = new Tray(icon);
  tray.setToolTip("Quillpad");
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: "Show Quillpad", click: () => { win.show(); win.focus(); } },
      { label: "New note", click: () => { win.show(); win.webContents.send("note:new"); } },
      { type: "separator" },
      { label: "Quit", click: () => app.quit() },
    ]),
  );
  tray.on("click", () => (win.isVisible() ? win.hide() : win.show()));
  return tray;
}
