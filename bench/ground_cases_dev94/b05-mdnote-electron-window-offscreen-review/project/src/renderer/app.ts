import { marked } from 'marked';

import { showToast } from './toast';

const editor = document.querySelector<HTMLTextAreaElement>('#editor')!;
const preview = document.querySelector<HTMLDivElement>('#preview')!;
const title = document.querySelector<HTMLSpanElement>('#title')!;

let currentPath: string | null = null;
let dirty = false;

function render(): void {
  preview.innerHTML = marked.parse(editor.value, { async: false }) as string;
}

function setTitle(): void {
  const name = currentPath ? currentPath.split(/[\\/]/).pop() : '無題';
  title.textContent = `${dirty ? '● ' : ''}${name}`;
}

async function open(): Promise<void> {
  const file = await window.api.openFile();
  if (!file) return;
  currentPath = file.filePath;
  editor.value = file.content;
  dirty = false;
  render();
  setTitle();
}

async function save(): Promise<void> {
  if (currentPath) {
    await window.api.saveFile(currentPath, editor.value);
  } else {
    const saved = await window.api.saveFileAs(editor.value);
    if (!saved) return;
    currentPath = saved.filePath;
  }
  dirty = false;
  setTitle();
  showToast('保存しました');
}

editor.addEventListener('input', () => {
  dirty = true;
  render();
  setTitle();
});

window.addEventListener('keydown', (e) => {
  const mod = window.api.platform === 'darwin' ? e.metaKey : e.ctrlKey;
  if (mod && e.key === 's') {
    e.preventDefault();
    void save();
  } else if (mod && e.key === 'o') {
    e.preventDefault();
    void open();
  }
});

setTitle();
