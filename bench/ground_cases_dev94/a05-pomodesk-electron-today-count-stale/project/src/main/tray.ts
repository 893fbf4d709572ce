import { Menu, Tray, nativeImage } from 'electron';
import path from 'node:path';

import { formatClock } from '../shared/day';
import type { StatsStore } from './stats';

type TrayActions = {
  onStart: () => void;
  onStop: () => void;
  onStats: () => void;
  stats: StatsStore;
};

let tray: Tray | null = null;
let actions: TrayActions | null = null;

function buildMenu(running: boolean): Menu {
  return Menu.buildFromTemplate([
    running
      ? { label: 'Stop', click: () => actions?.onStop() }
      : { label: 'Start focus', click: () => actions?.onStart() },
    { type: 'separator' },
    { label: `Sessions: ${actions?.stats.sinceLaunch() ?? ''}`, enabled: false },
    { label: 'Stats\u2026', click: () => actions?.onStats() },
    { type: 'separator' },
    { role: 'quit' },
  ]);
}

export function createTray(a: TrayActions): Tray {
  actions = a;
  const icon = nativeImage.createFromPath(path.join(__dirname, '../../assets/trayTemplate.png'));
  tray = new Tray(icon);
  tray.setToolTip('Pomodesk');
  tray.setContextMenu(buildMenu(false));
  return tray;
}

let lastRunning: boolean | null = null;

export function updateTray(remainingSeconds: number): void {
  if (!tray) return;
  const running = remainingSeconds > 0;
  if (process.platform === 'darwin') {
    tray.setTitle(running ? formatClock(remainingSeconds) : '', { fontType: 'monospacedDigit' });
  }
  // rebuilding the menu every second makes it flicker while open; only do it when the state changes
  if (running !== lastRunning) {
    tray.setContextMenu(buildMenu(running));
    lastRunning = running;
  }
}
