import { save } from '@tauri-apps/api/dialog';

import { exportAll, formatUpdated, getNote, listNotes, searchNotes, type NoteSummary } from './api';
import { Editor } from './editor';

const list = document.querySelector<HTMLUListElement>('#note-list')!;
const searchBox = document.querySelector<HTMLInputElement>('#search')!;
const exportButton = document.querySelector<HTMLButtonElement>('#export')!;

const editor = new Editor(
  document.querySelector<HTMLInputElement>('#title')!,
  document.querySelector<HTMLTextAreaElement>('#body')!,
  document.querySelector<HTMLElement>('#status')!,
  () => refresh(),
);

function render(notes: NoteSummary[]): void {
  list.replaceChildren(
    ...notes.map((n) => {
      const li = document.createElement('li');
      li.textContent = `${n.title || '无标题'} · ${formatUpdated(n.updated_at)}`;
      li.addEventListener('click', async () => editor.open(await getNote(n.id)));
      return li;
    }),
  );
}

async function refresh(): Promise<void> {
  const q = searchBox.value.trim();
  render(q ? await searchNotes(q) : await listNotes());
}

searchBox.addEventListener('input', () => refresh());

exportButton.addEventListener('click', async () => {
  const target = await save({ defaultPath: 'quillnote-export.md', filters: [{ name: 'Markdown', extensions: ['md'] }] });
  if (!target) return;
  const count = await exportAll(target);
  exportButton.title = `已导出 ${count} 条笔记`;
});

refresh();
