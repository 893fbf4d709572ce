import { app, BrowserWindow, dialog, ipcMain, Menu } from "electron";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildMenu } from "./menu";

let win: BrowserWindow | null = null;

function createWindow() {
  win = new BrowserWindow({
    width: 1100,
    height: 760,
    show: false,
    webPreferences: {
      preload: path.join(__dirname, "../preload/preload.js"),
      contextIsolation: true,
      nodeIntegration: false,
    },
  });
  win.once("ready-to-show", () => win?.show());
  win.loadFile(path.join(__dirname, "../renderer/index.html"));
  Menu.setApplicationMenu(buildMenu(win));
}

ipcMain.handle("file:open", async () => {
  const res = await dialog.showOpenDialog({ filters: [{ name: "Markdown", extensions: ["md", "markdown"] }] });
  if (res.canceled || res.filePaths.length === 0) return null;
  const filePath = res.filePaths[0];
  app.addRecentDocument(filePath);
  return { filePath, content: await readFile(filePath, "utf-8") };
});

ipcMain.handle("file:save", async (_e, filePath: string, content: string) => {
  await writeFile(filePath, content, "utf-8");
  return true;
});

app.whenReady().then(createWindow);

app.on("window-all-closed", () => {
  if (process.platform !== "darwin") app.quit();
});

app.on("activate", () => {
  if (BrowserWindow.getAllWindows().length === 0) createWindow();
});
