'use strict'

const Fastify = require('fastify')
const Redis = require('ioredis')
const config = require('./config')
const providers = require('./providers')

const app = Fastify({ logger: true })
const redis = new Redis(config.redisUrl)

app.get('/healthz', async () => ({ ok: true }))

app.post('/v1/sms', async (req, reply) => {
  const { phone, template, params } = req.body || {}
  if (!phone || !template) {
    return reply.code(400).send({ error: 'phone and template are required' })
  }
  const key = `notify:sms:${phone}:${template}`
  const sent = await redis.set(key, '1', 'EX', 60, 'NX')
  if (sent === null) {
    return reply.code(429).send({ error: 'too many requests' })
  }
  const result = await providers.sms(config.smsProvider).send({ phone, template, params })
  return { id: result.id }
})

app.listen({ port: config.port, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err)
  process.exit(1)
})
