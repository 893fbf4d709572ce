import { saveNote, type Note } from './api';

const AUTOSAVE_DELAY_MS = 500;

export class Editor {
  private timer: number | undefined;
  private current: Note | null = null;
  private onSaved: (id: number) => void;

  constructor(
    private titleInput: HTMLInputElement,
    private bodyInput: HTMLTextAreaElement,
    private statusEl: HTMLElement,
    onSaved: (id: number) => void,
  ) {
    this.onSaved = onSaved;
    this.titleInput.addEventListener('input', () => this.schedule());
    this.bodyInput.addEventListener('input', () => this.schedule());
  }

  async open(note: Note | null): Promise<void> {
    await this.flush();
    this.current = note;
    this.titleInput.value = note?.title ?? '';
    this.bodyInput.value = note?.body ?? '';
    this.statusEl.textContent = '';
  }

  private schedule(): void {
    window.clearTimeout(this.timer);
    this.statusEl.textContent = '编辑中…';
    this.timer = window.setTimeout(() => this.flush(), AUTOSAVE_DELAY_MS);
  }

  async flush(): Promise<void> {
    if (this.timer === undefined) return;
    window.clearTimeout(this.timer);
    this.timer = undefined;
    const id = await saveNote(this.current?.id ?? null, this.titleInput.value, this.bodyInput.value);
    this.current = { ...(this.current ?? { updated_at: new Date().toISOString() }), id, title: this.titleInput.value, body: this.bodyInput.value };
    this.statusEl.textContent = '已保存';
    this.onSaved(id);
  }
}
