const express = require('express')
const pino = require('pino')
const config = require('./config')
const db = require('./db')
const { enqueueSms } = require('./queue')

const log = pino()
const app = express()
app.use(express.json())

app.get('/healthz', (_req, res) => res.json({ ok: true }))

app.post('/v1/sms', async (req, res) => {
  const { to, template, params } = req.body || {}
  if (!to || !template) {
    return res.status(400).json({ error: 'to and template are required' })
  }
  const id = await db.createNotification({ to, template, params: params || {} })
  await enqueueSms(id, { to, template, params: params || {} })
  log.info({ id, template }, 'sms queued')
  res.status(202).json({ id })
})

app.listen(config.port, () => log.info(`notify-hub api on :${config.port}`))
