export type Flush<T> = (items: T[]) => void | Promise<void>;

/**
 * Collects items and calls flush once no new item arrived for `waitMs`.
 * Used to batch alert notifications per channel.
 */
export class Debouncer<T> {
  private items: T[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly flush: Flush<T>, private readonly waitMs = 200) {}

  push(item: T): void {
    this.items.push(item);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fire(), this.waitMs);
  }

  pending(): number {
    return this.items.length;
  }

  private async fire(): Promise<void> {
    const batch = this.items;
    this.items = [];
    this.timer = null;
    await this.flush(batch);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.items = [];
  }
}
