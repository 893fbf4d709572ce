const env = require('../config/env')

let relogin = null

function doRequest({ url, method = 'GET', data, auth = true }) {
  const app = getApp()
  const header = { 'content-type': 'application/json' }
  if (auth && app && app.globalData.token) {
    header.Authorization = `Bearer ${app.globalData.token}`
  }
  return new Promise((resolve, reject) => {
    wx.request({
      url: env.current().apiBase + url,
      method,
      data,
      header,
      timeout: env.TIMEOUT,
      success: (res) => resolve(res),
      fail: (err) => reject(new Error(err.errMsg)),
    })
  })
}

// 统一请求：401 时重新登录一次再重试，业务错误（code != 0）抛出 message
async function request(opts) {
  let res = await doRequest(opts)
  if (res.statusCode === 401 && opts.auth !== false) {
    relogin = relogin || getApp().login().finally(() => { relogin = null })
    await relogin
    res = await doRequest(opts)
  }
  if (res.statusCode >= 500) {
    throw new Error('服务器开小差了，请稍后再试')
  }
  const body = res.data || {}
  if (body.code !== 0) {
    throw new Error(body.message || '请求失败')
  }
  return body.data
}

module.exports = { request }
