const { contextBridge, ipcRenderer } = require('electron');

// 只暴露需要的几个通道，不把 ipcRenderer 整个交给页面。
contextBridge.exposeInMainWorld('inkpad', {
  getSettings: () => ipcRenderer.invoke('settings:get'),
  setSettings: (patch) => ipcRenderer.invoke('settings:set', patch),
  saveFile: (filePath, text) => ipcRenderer.invoke('file:save', { filePath, text }),

  onFileOpened: (callback) => {
    const listener = (_event, payload) => callback(payload);
    ipcRenderer.on('file:opened', listener);
    return () => ipcRenderer.removeListener('file:opened', listener);
  },

  onThemeChanged: (callback) => {
    const listener = (_event, theme) => callback(theme);
    ipcRenderer.on('theme:changed', listener);
    return () => ipcRenderer.removeListener('theme:changed', listener);
  },

  platform: process.platform,
});

window.addEventListener('DOMContentLoaded', () => {
  document.documentElement.dataset.platform = process.platform;
});

window.addEventListener('keydown', (event) => {
  // 阻止 Ctrl/Cmd+R 在生产包里刷新页面把未保存内容清掉
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'r') {
    event.preventDefault();
  }
});
