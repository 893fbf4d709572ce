import { BrowserWindow, dialog, ipcMain } from 'electron';
import fs from 'node:fs/promises';

const MARKDOWN = [{ name: 'Markdown', extensions: ['md', 'markdown', 'txt'] }];

/** Files the user picked in an open/save dialog during this run: the only ones the renderer may touch. */
const allowedPaths = new Set<string>();

function assertAllowed(filePath: unknown): string {
  if (typeof filePath !== 'string' || !allowedPaths.has(filePath)) {
    throw new Error('file not opened through a dialog');
  }
  return filePath;
}

export type OpenedFile = { filePath: string; content: string };

export function registerIpc(getWindow: () => BrowserWindow | null): void {
  ipcMain.handle('file:open', async (): Promise<OpenedFile | null> => {
    const win = getWindow();
    if (!win) return null;
    const result = await dialog.showOpenDialog(win, { properties: ['openFile'], filters: MARKDOWN });
    if (result.canceled || result.filePaths.length === 0) return null;
    const filePath = result.filePaths[0];
    allowedPaths.add(filePath);
    return { filePath, content: await fs.readFile(filePath, 'utf8') };
  });

  ipcMain.handle('file:read', async (_event, filePath: unknown) => {
    return fs.readFile(assertAllowed(filePath), 'utf8');
  });

  ipcMain.handle('file:save', async (_event, filePath: unknown, content: string) => {
    await fs.writeFile(assertAllowed(filePath), content, 'utf8');
    return { savedAt: Date.now() };
  });

  ipcMain.handle('file:saveAs', async (_event, content: string) => {
    const win = getWindow();
    if (!win) return null;
    const result = await dialog.showSaveDialog(win, { filters: MARKDOWN, defaultPath: 'untitled.md' });
    if (result.canceled || !result.filePath) return null;
    allowedPaths.add(result.filePath);
    await fs.writeFile(result.filePath, content, 'utf8');
    return { filePath: result.filePath, savedAt: Date.now() };
  });
}
