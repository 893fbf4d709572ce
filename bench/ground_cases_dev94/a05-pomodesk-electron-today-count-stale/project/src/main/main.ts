import { app, BrowserWindow, Notification } from 'electron';
import path from 'node:path';

import { registerIpc } from './ipc';
import { settings } from './settings';
import { StatsStore } from './stats';
import { PomodoroTimer } from './timer';
import { createTray, updateTray } from './tray';

const stats = new StatsStore();
const timer = new PomodoroTimer(() => settings.get('focusMinutes'));
let statsWindow: BrowserWindow | null = null;
let quitting = false;

function showStatsWindow(): void {
  if (statsWindow) {
    statsWindow.show();
    statsWindow.focus();
    return;
  }
  statsWindow = new BrowserWindow({
    width: 420,
    height: 560,
    show: false,
    resizable: false,
    webPreferences: { preload: path.join(__dirname, '../preload.js'), contextIsolation: true, sandbox: true },
  });
  statsWindow.loadFile(path.join(__dirname, '../renderer/stats.html'));
  statsWindow.once('ready-to-show', () => statsWindow?.show());
  // hide instead of close so reopening is instant
  statsWindow.on('close', (e) => {
    if (!quitting) {
      e.preventDefault();
      statsWindow?.hide();
    }
  });
}

app.on('before-quit', () => {
  quitting = true;
});

app.whenReady().then(() => {
  if (process.platform === 'darwin') app.dock.hide();
  stats.prune();
  registerIpc(stats, timer);
  createTray({ onStart: () => timer.start(), onStop: () => timer.stop(), onStats: showStatsWindow, stats });
  timer.on('tick', (remaining: number) => updateTray(remaining));
  timer.on('done', (minutes: number) => {
    stats.recordSession(minutes);
    new Notification({ title: 'Focus block done', body: `${stats.todayCount()} today. Take a break.` }).show();
    statsWindow?.webContents.send('stats:changed');
  });
});

app.on('window-all-closed', () => {
  // stay alive in the tray
});
