import { createHmac, timingSafeEqual } from 'node:crypto'

/** 时间戳允许的最大偏差（秒）。 */
export const MAX_SKEW_SEC = 300

export interface SignatureInput {
  rawBody: Buffer
  timestamp: string | undefined
  signature: string | undefined
  secret: string
  now?: number
}

export function sign(rawBody: Buffer, timestamp: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')
}

export function verifySignature(input: SignatureInput): boolean {
  const { rawBody, timestamp, signature, secret } = input
  if (!timestamp || !signature) return false
  const ts = Number(timestamp)
  if (!Number.isFinite(ts)) return false
  const nowSec = Math.floor((input.now ?? Date.now()) / 1000)
  if (Math.abs(nowSec - ts) > MAX_SKEW_SEC) return false

  const given = signature.startsWith('sha256=') ? signature.slice(7) : signature
  const expected = sign(rawBody, timestamp, secret)
  const a = Buffer.from(given, 'hex')
  const b = Buffer.from(expected, 'hex')
  if (a.length !== b.length) return false
  return timingSafeEqual(a, b)
}
