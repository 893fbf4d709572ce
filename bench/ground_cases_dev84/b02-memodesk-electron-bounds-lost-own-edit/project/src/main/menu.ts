import { app, BrowserWindow, Menu, MenuItemConstructorOptions, shell } from "electron";

export function buildMenu(win: BrowserWindow): void {
  const isMac = process.platform === "darwin";
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: "appMenu" as const }] : []),
    {
      label: "ファイル",
      submenu: [
        { label: "新しいメモ", accelerator: "CmdOrCtrl+N", click: () => win.webContents.send("memo:new") },
        { label: "エクスポート…", accelerator: "CmdOrCtrl+E", click: () => win.webContents.send("memo:export") },
        { type: "separator" },
        isMac ? { role: "close" } : { role: "quit", label: "終了" },
      ],
    },
    { role: "editMenu", label: "編集" },
    {
      label: "表示",
      submenu: [
        { label: "文字を大きく", accelerator: "CmdOrCtrl+=", click: () => win.webContents.send("font:inc") },
        { label: "文字を小さく", accelerator: "CmdOrCtrl+-", click: () => win.webContents.send("font:dec") },
        { type: "separator" },
        { role: "toggleDevTools", visible: !app.isPackaged },
      ],
    },
    {
      label: "ヘルプ",
      submenu: [
        { label: "GitHub を開く", click: () => shell.openExternal("https://github.com/kenji-t/memo-desk") },
        { label: `バージョン ${app.getVersion()}`, enabled: false },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
