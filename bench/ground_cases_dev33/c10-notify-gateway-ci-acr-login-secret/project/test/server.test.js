'use strict'

const { test } = require('node:test')
const assert = require('node:assert')
const { build } = require('./helper')

test('rejects missing phone', async () => {
  const app = await build()
  const res = await app.inject({ method: 'POST', url: '/v1/sms', payload: { template: 'LOGIN' } })
  assert.strictEqual(res.statusCode, 400)
})

test('rate limits same phone+template within 60s', async () => {
  const app = await build()
  const payload = { phone: '13800138000', template: 'LOGIN' }
  assert.strictEqual((await app.inject({ method: 'POST', url: '/v1/sms', payload })).statusCode, 200)
  assert.strictEqual((await app.inject({ method: 'POST', url: '/v1/sms', payload })).statusCode, 429)
})

test('healthz', async () => {
  const app = await build()
  const res = await app.inject({ method: 'GET', url: '/healthz' })
  assert.deepStrictEqual(res.json(), { ok: true })
})
