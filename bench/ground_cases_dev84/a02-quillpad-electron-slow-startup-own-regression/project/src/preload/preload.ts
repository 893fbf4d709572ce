import { contextBridge, ipcRenderer } from "electron";

contextBridge.exposeInMainWorld("quill", {
  onOpen: (cb: (filePath: string) => void) => ipcRenderer.on("file:open", (_e, p) => cb(p)),
  onSave: (cb: () => void) => ipcRenderer.on("file:save", () => cb()),
  onNewNote: (cb: () => void) => ipcRenderer.on("note:new", () => cb()),
});
