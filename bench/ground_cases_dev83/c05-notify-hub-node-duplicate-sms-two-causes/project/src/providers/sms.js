const crypto = require('node:crypto')
const { request } = require('undici')
const config = require('../config')

function sign(body, ts) {
  return crypto.createHmac('sha256', config.sms.secret).update(`${ts}.${body}`).digest('hex')
}

async function send(to, template, params) {
  const body = JSON.stringify({ appKey: config.sms.appKey, to, template, params })
  const ts = Date.now().toString()
  const res = await request(config.sms.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ts': ts, 'x-sign': sign(body, ts) },
    body,
    headersTimeout: config.sms.timeoutMs,
    bodyTimeout: config.sms.timeoutMs,
  })
  const data = await res.body.json()
  if (res.statusCode !== 200 || data.code !== 0) {
    throw new Error(`sms provider error ${res.statusCode} ${data.code} ${data.message}`)
  }
  return { bizId: data.bizId }
}

module.exports = { send }
