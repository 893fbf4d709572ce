import { contextBridge, ipcRenderer } from 'electron';

export type SaveResult = { savedAt: number };
export type SaveAsResult = { filePath: string; savedAt: number } | null;
export type OpenResult = { filePath: string; content: string } | null;

const api = {
  openFile: (): Promise<OpenResult> => ipcRenderer.invoke('file:open'),
  readFile: (filePath: string): Promise<string> => ipcRenderer.invoke('file:read', filePath),
  saveFile: (filePath: string, content: string): Promise<SaveResult> =>
    ipcRenderer.invoke('file:save', filePath, content),
  saveFileAs: (content: string): Promise<SaveAsResult> => ipcRenderer.invoke('file:saveAs', content),
  platform: process.platform,
};

contextBridge.exposeInMainWorld('api', api);

export type Api = typeof api;

declare global {
  interface Window {
    api: Api;
  }
}

// Cmd/Ctrl+S comes from the menu accelerator in the main process on macOS;
// on other platforms the renderer listens for it itself.
window.addEventListener('DOMContentLoaded', () => {
  document.body.dataset.platform = process.platform;
});
