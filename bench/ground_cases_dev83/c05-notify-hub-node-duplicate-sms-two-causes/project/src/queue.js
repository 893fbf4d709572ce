const { Queue } = require('bullmq')
const IORedis = require('ioredis')
const config = require('./config')

const connection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null })

const smsQueue = new Queue('sms', {
  connection,
  defaultJobOptions: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  },
})

async function enqueueSms(notificationId, payload) {
  return smsQueue.add('send', { notificationId, ...payload })
}

module.exports = { connection, smsQueue, enqueueSms }
