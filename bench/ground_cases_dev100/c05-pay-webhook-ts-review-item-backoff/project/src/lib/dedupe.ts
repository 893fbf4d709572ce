/**
 * 已处理过的通知 id，防止渠道重推导致重复入账。
 * 单实例内存版；多实例部署时需要换成 Redis。
 */
const DEFAULT_TTL_MS = 10 * 60 * 1000
const TTL_MS = parseTtl(process.env.DEDUPE_TTL_MS)
const MAX_ENTRIES = 50_000

const seenAt = new Map<string, number>()

export function seen(eventId: string, now = Date.now()): boolean {
  const at = seenAt.get(eventId)
  if (at === undefined) return false
  if (now - at > TTL_MS) {
    seenAt.delete(eventId)
    return false
  }
  return true
}

export function remember(eventId: string, now = Date.now()): void {
  if (seenAt.size >= MAX_ENTRIES) {
    const oldest = seenAt.keys().next().value
    if (oldest !== undefined) seenAt.delete(oldest)
  }
  seenAt.set(eventId, now)
}

export function forget(eventId: string): void {
  seenAt.delete(eventId)
}

export function clearAll(): void {
  seenAt.clear()
}

function parseTtl(raw: string | undefined): number {
  const n = Number(raw)
  return raw && Number.isFinite(n) && n > 0 ? n : DEFAULT_TTL_MS
}
