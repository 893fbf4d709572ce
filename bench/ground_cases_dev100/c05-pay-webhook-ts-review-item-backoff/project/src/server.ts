import express from 'express'
import pino from 'pino'
import { webhookRouter } from './routes/webhook.js'

export const log = pino({ level: process.env.LOG_LEVEL ?? 'info' })

export function createApp() {
  const app = express()

  // 验签需要原始报文，webhook 路由只用 raw body，其他路由用 json。
  app.use('/webhook', express.raw({ type: 'application/json', limit: '256kb' }))
  app.use(express.json())

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })

  app.use('/webhook', webhookRouter)

  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    log.error({ err }, 'unhandled error')
    res.status(500).json({ code: 'FAIL', message: 'internal error' })
  })

  return app
}

if (process.env.NODE_ENV !== 'test') {
  const port = Number(process.env.PORT ?? 3000)
  createApp().listen(port, () => {
    log.info({ port }, 'pay-webhook listening')
  })
}
