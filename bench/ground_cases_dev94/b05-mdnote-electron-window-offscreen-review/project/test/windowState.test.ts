import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'mdnote-'));

vi.mock('electron', () => ({
  app: { getPath: () => userData },
  BrowserWindow: class {},
}));

import { DEFAULT_STATE, loadWindowState } from '../src/main/windowState';

const file = path.join(userData, 'window-state.json');

describe('loadWindowState', () => {
  beforeEach(() => {
    fs.rmSync(file, { force: true });
  });

  it('returns defaults on first launch', () => {
    expect(loadWindowState()).toEqual(DEFAULT_STATE);
  });

  it('returns the saved bounds', () => {
    fs.writeFileSync(file, JSON.stringify({ x: 40, y: 60, width: 900, height: 700, maximized: true }));
    expect(loadWindowState()).toEqual({ x: 40, y: 60, width: 900, height: 700, maximized: true });
  });

  it('ignores a broken file', () => {
    fs.writeFileSync(file, '{"width":');
    expect(loadWindowState()).toEqual(DEFAULT_STATE);
  });
});
