'use strict'

const aliyun = require('./aliyun')
const mock = require('./mock')

const registry = { aliyun, mock }

exports.sms = (name) => {
  const provider = registry[name]
  if (!provider) throw new Error(`unknown sms provider: ${name}`)
  return provider
}
