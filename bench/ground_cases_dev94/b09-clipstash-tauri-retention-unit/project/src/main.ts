import { invoke } from '@tauri-apps/api/core';
import { listen } from '@tauri-apps/api/event';

type Clip = { id: number; text: string; copied_at: number; pinned: boolean };

const list = document.querySelector<HTMLUListElement>('#clips')!;
const search = document.querySelector<HTMLInputElement>('#search')!;
let clips: Clip[] = [];

function ago(secs: number): string {
  const d = Math.floor(Date.now() / 1000) - secs;
  if (d < 60) return 'たった今';
  if (d < 3600) return `${Math.floor(d / 60)}分前`;
  if (d < 86400) return `${Math.floor(d / 3600)}時間前`;
  return `${Math.floor(d / 86400)}日前`;
}

function render(): void {
  const q = search.value.trim().toLowerCase();
  list.replaceChildren(
    ...clips
      .filter((c) => !q || c.text.toLowerCase().includes(q))
      .map((c) => {
        const li = document.createElement('li');
        li.className = c.pinned ? 'clip pinned' : 'clip';
        li.innerHTML =
          `<span class="text"></span><time></time>` +
          `<button class="pin" title="ピン留め">📌</button><button class="del" title="削除">×</button>`;
        li.querySelector('.text')!.textContent = c.text;
        li.querySelector('time')!.textContent = ago(c.copied_at);
        li.addEventListener('click', () => void invoke('copy_clip', { text: c.text }));
        li.querySelector('.pin')!.addEventListener('click', async (e) => {
          e.stopPropagation();
          const pinned = await invoke<boolean | null>('toggle_pin', { id: c.id });
          if (pinned !== null) c.pinned = pinned;
          render();
        });
        li.querySelector('.del')!.addEventListener('click', async (e) => {
          e.stopPropagation();
          await invoke('delete_clip', { id: c.id });
          clips = clips.filter((x) => x.id !== c.id);
          render();
        });
        return li;
      }),
  );
}

async function main(): Promise<void> {
  clips = await invoke<Clip[]>('list_clips');
  render();
  await listen<Clip>('clip-added', (event) => {
    clips = [event.payload, ...clips];
    render();
  });
  search.addEventListener('input', render);
}

void main();
