// Process-wide cache of access tokens, keyed by client id.

type Entry = {
  value: string;
  expiresAt: number;
};

const entries = new Map<string, Entry>();

export function get(key: string): string | undefined {
  const entry = entries.get(key);
  if (!entry) {
    return undefined;
  }
  if (entry.expiresAt <= Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return entry.value;
}

export function set(key: string, value: string, ttlMs: number): void {
  entries.set(key, { value, expiresAt: Date.now() + ttlMs });
}

export function clear(): void {
  entries.clear();
}

export function size(): number {
  return entries.size;
}
