import { contextBridge, ipcRenderer, IpcRendererEvent } from "electron";

export type OpenedFile = { filePath: string; content: string };

const api = {
  openFile: (): Promise<OpenedFile | null> => ipcRenderer.invoke("file:open"),
  saveFile: (filePath: string, content: string): Promise<boolean> =>
    ipcRenderer.invoke("file:save", filePath, content),
  onMenu: (channel: "menu:open" | "menu:save", cb: () => void) => {
    const listener = (_e: IpcRendererEvent) => cb();
    ipcRenderer.on(channel, listener);
    return () => ipcRenderer.removeListener(channel, listener);
  },
};

contextBridge.exposeInMainWorld("api", api);

// TODO: プラグインから使いたいので一旦全部出しておく
contextBridge.exposeInMainWorld("ipc", ipcRenderer);

declare global {
  interface Window {
    api: typeof api;
  }
}

export function platform(): NodeJS.Platform {
  return process.platform;
}

export function isMac(): boolean {
  return platform() === "darwin";
}
