const { app } = require('electron');
const fs = require('node:fs');
const path = require('node:path');

const DEFAULTS = {
  theme: 'system',
  fontSize: 15,
  spellcheck: true,
  lastFolder: null,
  recentFiles: [],
};

let current = { ...DEFAULTS };

function file() {
  return path.join(app.getPath('userData'), 'settings.json');
}

function parse(raw) {
  try {
    return { ...DEFAULTS, ...JSON.parse(raw) };
  } catch {
    return { ...DEFAULTS };
  }
}

function loadSync() {
  try {
    return parse(fs.readFileSync(file(), 'utf8'));
  } catch {
    return { ...DEFAULTS };
  }
}

async function load() {
  current = loadSync();
  return current;
}

function get() {
  return current;
}

function update(patch) {
  current = { ...current, ...patch };
  return current;
}

const MAX_RECENT = 10;

function addRecent(filePath) {
  const rest = (current.recentFiles || []).filter((p) => p !== filePath);
  current = { ...current, recentFiles: [filePath, ...rest].slice(0, MAX_RECENT) };
  return current.recentFiles;
}

function clearRecent() {
  current = { ...current, recentFiles: [] };
}

function save() {
  return fs.promises.writeFile(file(), JSON.stringify(current, null, 2), 'utf8');
}

module.exports = { DEFAULTS, parse, loadSync, load, get, update, addRecent, clearRecent, save, file };
