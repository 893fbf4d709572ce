import { app, BrowserWindow } from 'electron';
import fs from 'node:fs';
import path from 'node:path';

export type WindowState = {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
};

export const DEFAULT_STATE: WindowState = { width: 1100, height: 760, maximized: false };

const stateFile = () => path.join(app.getPath('userData'), 'window-state.json');

/** The window's last position and size, or the defaults on first launch. */
export function loadWindowState(): WindowState {
  try {
    const saved = JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as Partial<WindowState>;
    if (typeof saved.width !== 'number' || typeof saved.height !== 'number') {
      return DEFAULT_STATE;
    }
    return { ...DEFAULT_STATE, ...saved };
  } catch {
    return DEFAULT_STATE;
  }
}

/** Saves position/size (debounced) while the window moves, and once more on close. */
export function trackWindowState(win: BrowserWindow): void {
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    if (win.isDestroyed()) return;
    const state: WindowState = { ...win.getNormalBounds(), maximized: win.isMaximized() };
    fs.writeFileSync(stateFile(), JSON.stringify(state));
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('close', () => {
    clearTimeout(timer);
    save();
  });
}
