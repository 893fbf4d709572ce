/* global inkpad, marked */
const editor = document.getElementById('editor');
const preview = document.getElementById('preview');
const status = document.getElementById('status');

let currentPath = null;
let dirty = false;

function render() {
  preview.innerHTML = marked.parse(editor.value);
}

function applyTheme(theme) {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.body.classList.toggle('dark', dark);
}

async function init() {
  const settings = await inkpad.getSettings();
  applyTheme(settings.theme);
  editor.style.fontSize = `${settings.fontSize}px`;
  editor.spellcheck = settings.spellcheck;

  inkpad.onFileOpened(({ filePath, text }) => {
    currentPath = filePath;
    editor.value = text;
    dirty = false;
    status.textContent = filePath;
    render();
  });

  document.getElementById('theme').addEventListener('change', async (event) => {
    const next = await inkpad.setSettings({ theme: event.target.value });
    applyTheme(next.theme);
  });
}

editor.addEventListener('input', () => {
  dirty = true;
  status.textContent = `${currentPath ?? '未命名'} •`;
  render();
});

window.addEventListener('keydown', async (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 's' && currentPath) {
    event.preventDefault();
    await inkpad.saveFile(currentPath, editor.value);
    dirty = false;
    status.textContent = currentPath;
  }
});

init();
