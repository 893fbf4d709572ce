import { formatDuration } from "../utils/duration";

export class Timer {
  private startedAt: number | null = null;
  private elapsed = 0;

  start(now = Date.now()): void {
    this.startedAt = now;
  }

  stop(now = Date.now()): void {
    if (this.startedAt !== null) {
      this.elapsed += now - this.startedAt;
      this.startedAt = null;
    }
  }

  label(now = Date.now()): string {
    const running = this.startedAt === null ? 0 : now - this.startedAt;
    return formatDuration(this.elapsed + running);
  }
}
