import { contextBridge, ipcRenderer } from 'electron';

import type { Settings } from './main/settings';
import type { StatsSummary } from './main/stats';

const api = {
  getStats: (): Promise<StatsSummary> => ipcRenderer.invoke('stats:get'),
  getSettings: (): Promise<Settings> => ipcRenderer.invoke('settings:get'),
  setSettings: (patch: Partial<Settings>): Promise<Settings> => ipcRenderer.invoke('settings:set', patch),
  startTimer: (): Promise<void> => ipcRenderer.invoke('timer:start'),
  stopTimer: (): Promise<void> => ipcRenderer.invoke('timer:stop'),
  onStatsChanged: (cb: () => void): (() => void) => {
    const listener = () => cb();
    ipcRenderer.on('stats:changed', listener);
    return () => ipcRenderer.removeListener('stats:changed', listener);
  },
};

contextBridge.exposeInMainWorld('pomo', api);

export type PomoApi = typeof api;

declare global {
  interface Window {
    pomo: PomoApi;
  }
}

// Nothing else is exposed to the renderer: no Node APIs, no raw ipcRenderer.
export {};
