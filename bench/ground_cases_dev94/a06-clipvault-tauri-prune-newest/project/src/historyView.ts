import { invoke } from '@tauri-apps/api/core';

export type Clip = {
  id: number;
  text: string;
  created_at: number;
  pinned: boolean;
};

function preview(text: string): string {
  const line = text.split('\n')[0];
  return line.length > 120 ? `${line.slice(0, 120)}\u2026` : line;
}

export function renderList(list: HTMLElement, clips: Clip[]): void {
  list.replaceChildren(
    ...clips.map((clip) => {
      const li = document.createElement('li');
      li.className = clip.pinned ? 'clip pinned' : 'clip';
      li.textContent = preview(clip.text);
      li.title = new Date(clip.created_at).toLocaleString();
      li.addEventListener('click', () => invoke('copy_clip', { text: clip.text }));
      li.addEventListener('contextmenu', (e) => {
        e.preventDefault();
        invoke('pin_clip', { id: clip.id, pinned: !clip.pinned }).then(() => refresh(list));
      });
      return li;
    }),
  );
}

export async function refresh(list: HTMLElement, query = ''): Promise<void> {
  const clips = query
    ? await invoke<Clip[]>('search_clips', { query })
    : await invoke<Clip[]>('recent_clips', { limit: 200 });
  renderList(list, clips);
}

export function bindSearch(input: HTMLInputElement, list: HTMLElement): void {
  let timer: number | undefined;
  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => refresh(list, input.value.trim()), 150);
  });
}
