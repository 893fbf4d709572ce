// 各环境的接口地址。envVersion 来自 wx.getAccountInfoSync()：
//   develop = 开发者工具 / 开发版，trial = 体验版，release = 正式版
const ENV = {
  develop: {
    apiBase: 'https://api-test.hexin-mall.cn',
    uploadUrl: 'https://api-test.hexin-mall.cn/v1/files',
  },
  trial: {
    apiBase: 'https://api.hexin-mall.cn',
    uploadUrl: 'https://api.hexin-mall.cn/v1/files',
  },
  release: {
    apiBase: 'https://api.hexin-mall.cn',
    uploadUrl: 'https://api.hexin-mall.cn/v1/files',
  },
}

function current() {
  const { miniProgram } = wx.getAccountInfoSync()
  return ENV[miniProgram.envVersion] || ENV.release
}

// 订单、发票等接口超时（毫秒）。弱网下发票 PDF 生成比较慢。
const TIMEOUT = 15000

module.exports = {
  ENV,
  current,
  TIMEOUT,
}
