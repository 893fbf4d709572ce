const path = require('node:path');
const { Menu, shell } = require('electron');

const isMac = process.platform === 'darwin';

function recentSubmenu(recentFiles, onOpenRecent, onClearRecent) {
  if (!recentFiles.length) {
    return [{ label: '（无）', enabled: false }];
  }
  return [
    ...recentFiles.map((filePath) => ({
      label: path.basename(filePath),
      sublabel: filePath,
      click: () => onOpenRecent(filePath),
    })),
    { type: 'separator' },
    { label: '清除最近打开', click: () => onClearRecent() },
  ];
}

function buildMenu({ onOpen, onOpenRecent, onClearRecent, recentFiles = [] }) {
  const template = [
    ...(isMac ? [{ role: 'appMenu' }] : []),
    {
      label: '文件',
      submenu: [
        { label: '打开…', accelerator: 'CmdOrCtrl+O', click: () => onOpen() },
        { label: '最近打开', submenu: recentSubmenu(recentFiles, onOpenRecent, onClearRecent) },
        { type: 'separator' },
        isMac ? { role: 'close', label: '关闭窗口' } : { role: 'quit', label: '退出' },
      ],
    },
    {
      label: '编辑',
      submenu: [
        { role: 'undo', label: '撤销' },
        { role: 'redo', label: '重做' },
        { type: 'separator' },
        { role: 'cut', label: '剪切' },
        { role: 'copy', label: '复制' },
        { role: 'paste', label: '粘贴' },
        { role: 'selectAll', label: '全选' },
      ],
    },
    {
      label: '视图',
      submenu: [
        { role: 'togglefullscreen', label: '全屏' },
        { role: 'zoomIn', label: '放大' },
        { role: 'zoomOut', label: '缩小' },
        { role: 'resetZoom', label: '实际大小' },
      ],
    },
    {
      role: 'help',
      label: '帮助',
      submenu: [{ label: '反馈问题', click: () => shell.openExternal('https://inkpad.app/feedback') }],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

module.exports = { buildMenu };
