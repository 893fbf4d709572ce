import { describe, expect, it } from 'vitest'
import { sign, verifySignature } from '../src/lib/signature'

const secret = 'test-secret'
const body = Buffer.from(JSON.stringify({ id: 'evt_1', type: 'TRANSACTION.SUCCESS' }))
const now = 1_762_400_000_000
const ts = String(Math.floor(now / 1000))

describe('verifySignature', () => {
  it('accepts a valid signature', () => {
    const signature = 'sha256=' + sign(body, ts, secret)
    expect(verifySignature({ rawBody: body, timestamp: ts, signature, secret, now })).toBe(true)
  })

  it('rejects a tampered body', () => {
    const signature = sign(body, ts, secret)
    const other = Buffer.from(body.toString().replace('evt_1', 'evt_2'))
    expect(verifySignature({ rawBody: other, timestamp: ts, signature, secret, now })).toBe(false)
  })

  it('rejects an old timestamp', () => {
    const old = String(Number(ts) - 600)
    const signature = sign(body, old, secret)
    expect(verifySignature({ rawBody: body, timestamp: old, signature, secret, now })).toBe(false)
  })

  it('rejects a signature of the wrong length', () => {
    const signature = sign(body, ts, secret).slice(0, 20)
    expect(verifySignature({ rawBody: body, timestamp: ts, signature, secret, now })).toBe(false)
  })

  it('rejects missing headers', () => {
    expect(verifySignature({ rawBody: body, timestamp: undefined, signature: 'x', secret, now })).toBe(false)
  })
})
