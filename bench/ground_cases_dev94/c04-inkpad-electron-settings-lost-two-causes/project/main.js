const { app, BrowserWindow, dialog, ipcMain } = require('electron');
const fs = require('node:fs/promises');
const path = require('node:path');

const settings = require('./src/settings');
const windowState = require('./src/windowState');
const { buildMenu } = require('./src/menu');

let mainWindow = null;

function createWindow() {
  const bounds = windowState.restore();
  mainWindow = new BrowserWindow({
    ...bounds,
    minWidth: 640,
    minHeight: 420,
    show: false,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      contextIsolation: true,
      sandbox: true,
    },
  });
  windowState.track(mainWindow);
  mainWindow.loadFile(path.join(__dirname, 'renderer', 'index.html'));
  mainWindow.once('ready-to-show', () => mainWindow.show());
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

function refreshMenu() {
  buildMenu({
    onOpen: showOpenDialog,
    onOpenRecent: (filePath) => openFile(filePath),
    onClearRecent: () => {
      settings.clearRecent();
      refreshMenu();
    },
    recentFiles: settings.get().recentFiles,
  });
}

async function openFile(filePath) {
  const text = await fs.readFile(filePath, 'utf8');
  mainWindow.webContents.send('file:opened', { filePath, text });
  settings.addRecent(filePath);
  refreshMenu();
}

async function showOpenDialog() {
  const result = await dialog.showOpenDialog(mainWindow, {
    properties: ['openFile'],
    filters: [{ name: 'Markdown', extensions: ['md', 'markdown', 'txt'] }],
  });
  if (!result.canceled && result.filePaths.length > 0) {
    await openFile(result.filePaths[0]);
  }
}

ipcMain.handle('settings:get', () => settings.get());
ipcMain.handle('settings:set', (_event, patch) => settings.update(patch));
ipcMain.handle('file:save', async (_event, { filePath, text }) => {
  await fs.writeFile(filePath, text, 'utf8');
  return true;
});

app.whenReady().then(async () => {
  await settings.load();
  refreshMenu();
  createWindow();

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('before-quit', () => {
  settings.save();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
