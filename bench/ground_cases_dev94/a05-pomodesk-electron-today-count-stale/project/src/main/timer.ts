import { EventEmitter } from 'node:events';

type Phase = 'idle' | 'focus' | 'break';

/** Emits 'tick' (seconds remaining) every second and 'done' (minutes focused) at the end of a focus block. */
export class PomodoroTimer extends EventEmitter {
  private phase: Phase = 'idle';
  private endsAt = 0;
  private handle: NodeJS.Timeout | null = null;

  constructor(private readonly focusMinutes: () => number) {
    super();
  }

  get running(): boolean {
    return this.phase !== 'idle';
  }

  start(): void {
    this.stop();
    this.phase = 'focus';
    this.endsAt = Date.now() + this.focusMinutes() * 60_000;
    this.handle = setInterval(() => this.tick(), 1000);
    this.tick();
  }

  stop(): void {
    if (this.handle) clearInterval(this.handle);
    this.handle = null;
    this.phase = 'idle';
    this.emit('tick', 0);
  }

  private tick(): void {
    const remaining = Math.max(0, Math.round((this.endsAt - Date.now()) / 1000));
    this.emit('tick', remaining);
    if (remaining === 0 && this.phase === 'focus') {
      const minutes = this.focusMinutes();
      this.stop();
      this.emit('done', minutes);
    }
  }
}
