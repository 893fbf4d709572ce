'use strict'

module.exports = {
  port: Number(process.env.PORT || 3000),
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379/0',
  smsProvider: process.env.SMS_PROVIDER || 'aliyun',
}
