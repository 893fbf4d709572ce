const { Worker } = require('bullmq')
const pino = require('pino')
const config = require('./config')
const db = require('./db')
const sms = require('./providers/sms')
const { connection, enqueueSms } = require('./queue')

const log = pino({ name: 'worker' })

const worker = new Worker(
  'sms',
  async (job) => {
    const { notificationId, to, template, params } = job.data
    const { bizId } = await sms.send(to, template, params)
    await db.markSent(notificationId, bizId)
    return { bizId }
  },
  { connection, concurrency: 5 },
)

worker.on('failed', (job, err) => {
  log.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'sms job failed')
})

// Re-queue notifications that never left "pending" (e.g. redis was flushed).
async function sweep() {
  const stale = await db.findStalePending(120)
  for (const n of stale) {
    await enqueueSms(n.id, { to: n.recipient, template: n.template, params: n.params })
  }
  if (stale.length) log.info({ count: stale.length }, 'sweeper re-queued pending notifications')
}

setInterval(() => sweep().catch((err) => log.error(err, 'sweep failed')), config.sweepIntervalMs)
log.info('worker started')
