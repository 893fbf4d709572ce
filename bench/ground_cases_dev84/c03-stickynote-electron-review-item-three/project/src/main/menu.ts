import { app, BrowserWindow, Menu, MenuItemConstructorOptions } from "electron";

export function buildMenu(win: BrowserWindow): void {
  const isMac = process.platform === "darwin";
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: "appMenu" as const }] : []),
    {
      label: "文件",
      submenu: [
        { label: "新建便签", accelerator: "CmdOrCtrl+N", click: () => win.webContents.send("note:new") },
        { label: "导出为 Markdown…", click: () => win.webContents.send("note:export") },
        { type: "separator" },
        isMac ? { role: "close" } : { label: "退出", click: () => app.quit() },
      ],
    },
    {
      label: "视图",
      submenu: [
        { label: "置顶", type: "checkbox", checked: win.isAlwaysOnTop(),
          click: (item) => win.setAlwaysOnTop(item.checked) },
        { role: "zoomIn" },
        { role: "zoomOut" },
        { role: "resetZoom" },
        { type: "separator" },
        { role: "toggleDevTools" },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
