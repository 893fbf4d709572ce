import { app, BrowserWindow, Menu, MenuItemConstructorOptions } from "electron";

export function buildMenu(win: BrowserWindow): Menu {
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === "darwin" ? [{ role: "appMenu" as const }] : []),
    {
      label: "ファイル",
      submenu: [
        { label: "開く…", accelerator: "CmdOrCtrl+O", click: () => win.webContents.send("menu:open") },
        ...(process.platform === "darwin"
          ? [{ label: "最近使ったファイル", role: "recentDocuments" as const, submenu: [{ role: "clearRecentDocuments" as const, label: "履歴を消去" }] }]
          : []),
        { label: "保存", accelerator: "CmdOrCtrl+S", click: () => win.webContents.send("menu:save") },
        { type: "separator" },
        { role: "quit", label: "終了" },
      ],
    },
    {
      label: "表示",
      submenu: [
        { role: "reload" },
        { role: "toggleDevTools" },
        { type: "separator" },
        { role: "zoomIn" },
        { role: "zoomOut" },
        { role: "resetZoom" },
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}

export function appVersion(): string {
  return app.getVersion();
}
