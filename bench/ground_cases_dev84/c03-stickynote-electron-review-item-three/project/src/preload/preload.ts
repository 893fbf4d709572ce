import { contextBridge, ipcRenderer } from "electron";

contextBridge.exposeInMainWorld("sticky", {
  getSettings: () => ipcRenderer.invoke("settings:get"),
  setSettings: (patch: Record<string, unknown>) => ipcRenderer.invoke("settings:set", patch),
  onSettingsChanged: (cb: (s: unknown) => void) => {
    ipcRenderer.on("settings:changed", (_e, s) => cb(s));
  },
  onNewNote: (cb: () => void) => {
    ipcRenderer.on("note:new", () => cb());
  },
  onExport: (cb: () => void) => {
    ipcRenderer.on("note:export", () => cb());
  },
});
