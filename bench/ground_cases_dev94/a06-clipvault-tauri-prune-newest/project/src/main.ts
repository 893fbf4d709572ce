import { listen } from '@tauri-apps/api/event';

import { bindSearch, refresh, type Clip } from './historyView';

const list = document.querySelector<HTMLUListElement>('#clips')!;
const search = document.querySelector<HTMLInputElement>('#search')!;

async function start(): Promise<void> {
  bindSearch(search, list);
  await refresh(list);

  await listen<Clip>('clip-added', () => {
    // keep the current search results while the user is searching
    if (!search.value.trim()) {
      refresh(list);
    }
  });

  window.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      search.value = '';
      refresh(list);
    }
    if ((e.metaKey || e.ctrlKey) && e.key === 'f') {
      e.preventDefault();
      search.focus();
    }
  });
}

start().catch((e) => {
  console.error('clipvault failed to start', e);
  list.textContent = 'Could not load the clipboard history.';
});

export {};
