export interface RetryOptions {
  retries?: number
  /** 第一次重试前等待的秒数，之后每次翻倍 */
  baseDelaySec?: number
  onRetry?: (err: unknown, attempt: number) => void
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function isRetryable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false
  const e = err as { status?: number; code?: string }
  if (typeof e.status === 'number') return e.status >= 500 || e.status === 429
  return e.code === 'ECONNRESET' || e.code === 'ETIMEDOUT' || e.code === 'UND_ERR_CONNECT_TIMEOUT'
}

export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const retries = opts.retries ?? 3
  const base = opts.baseDelaySec ?? 1
  let attempt = 0
  for (;;) {
    try {
      return await fn()
    } catch (err) {
      if (attempt >= retries || !isRetryable(err)) throw err
      opts.onRetry?.(err, attempt + 1)
      await sleep(base * 2 ** attempt)
      attempt++
    }
  }
}
