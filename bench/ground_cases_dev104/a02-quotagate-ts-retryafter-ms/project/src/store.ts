export interface Bucket {
  count: number;
  windowStart: number; // epoch ms
}

export interface BucketStore {
  get(key: string): Bucket | undefined;
  set(key: string, bucket: Bucket): void;
  clear(): void;
}

export class MemoryStore implements BucketStore {
  private buckets = new Map<string, Bucket>();

  get(key: string): Bucket | undefined {
    return this.buckets.get(key);
  }

  set(key: string, bucket: Bucket): void {
    this.buckets.set(key, bucket);
  }

  clear(): void {
    this.buckets.clear();
  }

  size(): number {
    return this.buckets.size;
  }

  sweep(olderThan: number): number {
    let removed = 0;
    for (const [key, bucket] of this.buckets) {
      if (bucket.windowStart < olderThan) {
        this.buckets.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}

export const defaultStore = new MemoryStore();
