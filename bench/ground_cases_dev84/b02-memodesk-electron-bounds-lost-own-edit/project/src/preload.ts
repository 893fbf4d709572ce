import { contextBridge, ipcRenderer } from "electron";

contextBridge.exposeInMainWorld("memo", {
  onNew: (cb: () => void) => ipcRenderer.on("memo:new", cb),
  onExport: (cb: () => void) => ipcRenderer.on("memo:export", cb),
  onFont: (cb: (delta: number) => void) => {
    ipcRenderer.on("font:inc", () => cb(1));
    ipcRenderer.on("font:dec", () => cb(-1));
  },
});
