import { ipcMain } from 'electron';

import { publicSettings, updateSettings, type Settings } from './settings';
import type { StatsStore } from './stats';
import type { PomodoroTimer } from './timer';

export function registerIpc(stats: StatsStore, timer: PomodoroTimer): void {
  ipcMain.handle('stats:get', () => stats.summary());

  ipcMain.handle('settings:get', () => publicSettings());

  ipcMain.handle('settings:set', (_event, patch: Partial<Settings>) => {
    const next = updateSettings(patch);
    if (timer.running && patch.focusMinutes !== undefined) {
      // the new length applies from the next focus block
    }
    return next;
  });

  ipcMain.handle('timer:start', () => timer.start());
  ipcMain.handle('timer:stop', () => timer.stop());
}

export const channels = [
  'stats:get',
  'settings:get',
  'settings:set',
  'timer:start',
  'timer:stop',
] as const;

export type Channel = (typeof channels)[number];

export function isChannel(name: string): name is Channel {
  return (channels as readonly string[]).includes(name);
}
