import { app, BrowserWindow, dialog, Menu, MenuItemConstructorOptions } from "electron";
import { addRecent, clearRecent, loadRecent } from "./recent";

export function openFile(win: BrowserWindow, filePath: string): void {
  addRecent(filePath);
  win.webContents.send("file:open", filePath);
  buildMenu(win);
}

async function chooseFile(win: BrowserWindow): Promise<void> {
  const res = await dialog.showOpenDialog(win, {
    properties: ["openFile"],
    filters: [{ name: "Markdown", extensions: ["md", "markdown", "txt"] }],
  });
  if (!res.canceled && res.filePaths[0]) openFile(win, res.filePaths[0]);
}

function recentItems(win: BrowserWindow): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = loadRecent().map((p) => ({
    label: p,
    click: () => openFile(win, p),
  }));
  if (items.length === 0) return [{ label: "No recent files", enabled: false }];
  return [...items, { type: "separator" }, { label: "Clear recent", click: () => { clearRecent(); buildMenu(win); } }];
}

export function buildMenu(win: BrowserWindow): void {
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === "darwin" ? [{ role: "appMenu" as const }] : []),
    {
      label: "File",
      submenu: [
        { label: "Open...", accelerator: "CmdOrCtrl+O", click: () => chooseFile(win) },
        { label: "Open Recent", submenu: recentItems(win) },
        { type: "separator" },
        { label: "Save", accelerator: "CmdOrCtrl+S", click: () => win.webContents.send("file:save") },
        { type: "separator" },
        process.platform === "darwin" ? { role: "close" } : { role: "quit" },
      ],
    },
    { role: "editMenu" },
    { role: "viewMenu" },
    { role: "windowMenu" },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

export function quitApp(): void {
  app.quit();
}
