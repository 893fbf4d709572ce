function required(name) {
  const v = process.env[name]
  if (!v) throw new Error(`missing env ${name}`)
  return v
}

module.exports = {
  port: Number(process.env.PORT || 3000),
  databaseUrl: required('DATABASE_URL'),
  redisUrl: required('REDIS_URL'),
  sms: {
    endpoint: required('SMS_ENDPOINT'),
    appKey: required('SMS_APP_KEY'),
    secret: required('SMS_SECRET'),
    timeoutMs: Number(process.env.SMS_TIMEOUT_MS || 10000),
  },
  sweepIntervalMs: Number(process.env.SWEEP_INTERVAL_MS || 60000),
}
