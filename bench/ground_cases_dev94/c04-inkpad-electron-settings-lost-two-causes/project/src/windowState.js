const fs = require('node:fs');
const { screen } = require('electron');

const settings = require('./settings');

const DEFAULT_BOUNDS = { width: 1100, height: 720 };

// 窗口位置和其它设置放在同一个 settings.json 里
let snapshot = null;

function visibleOnSomeDisplay(bounds) {
  return screen.getAllDisplays().some(({ workArea }) =>
    bounds.x >= workArea.x - 50 &&
    bounds.y >= workArea.y - 50 &&
    bounds.x + 100 <= workArea.x + workArea.width &&
    bounds.y + 100 <= workArea.y + workArea.height);
}

function restore() {
  snapshot = settings.loadSync();
  const bounds = snapshot.bounds;
  if (bounds && visibleOnSomeDisplay(bounds)) {
    return bounds;
  }
  return { ...DEFAULT_BOUNDS };
}

function persist(win) {
  if (win.isMinimized() || win.isFullScreen()) return;
  const bounds = win.getNormalBounds();
  fs.writeFileSync(settings.file(), JSON.stringify({ ...snapshot, bounds, maximized: win.isMaximized() }, null, 2));
}

function track(win) {
  win.on('close', () => persist(win));
}

module.exports = { restore, track };
