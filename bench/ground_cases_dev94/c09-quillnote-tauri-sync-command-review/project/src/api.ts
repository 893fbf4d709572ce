import { invoke } from '@tauri-apps/api/tauri';

export type NoteSummary = {
  id: number;
  title: string;
  updated_at: string;
};

export type Note = NoteSummary & {
  body: string;
};

export function listNotes(): Promise<NoteSummary[]> {
  return invoke('list_notes');
}

export function getNote(id: number): Promise<Note | null> {
  return invoke('get_note', { id });
}

export function saveNote(id: number | null, title: string, body: string): Promise<number> {
  return invoke('save_note', { id, title, body });
}

export function deleteNote(id: number): Promise<void> {
  return invoke('delete_note', { id });
}

export function searchNotes(query: string): Promise<NoteSummary[]> {
  return invoke('search', { query });
}

export function exportAll(target: string): Promise<number> {
  return invoke('export_all', { target });
}

export function formatUpdated(iso: string): string {
  const d = new Date(iso);
  return `${d.getMonth() + 1}/${d.getDate()} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
