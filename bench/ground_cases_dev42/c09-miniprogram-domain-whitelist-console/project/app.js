const { request } = require('./utils/request')
const env = require('./config/env')

App({
  globalData: {
    userInfo: null,
    token: '',
    cartCount: 0,
  },

  onLaunch() {
    const { miniProgram } = wx.getAccountInfoSync()
    console.info('[app] envVersion', miniProgram.envVersion, 'api', env.current().apiBase)
    this.globalData.token = wx.getStorageSync('token') || ''
    if (!this.globalData.token) {
      this.login()
    }
    this.checkUpdate()
  },

  login() {
    return new Promise((resolve, reject) => {
      wx.login({
        success: async ({ code }) => {
          try {
            const data = await request({ url: '/v1/auth/wx-login', method: 'POST', data: { code }, auth: false })
            this.globalData.token = data.token
            wx.setStorageSync('token', data.token)
            resolve(data.token)
          } catch (err) {
            reject(err)
          }
        },
        fail: reject,
      })
    })
  },

  checkUpdate() {
    const updater = wx.getUpdateManager()
    updater.onUpdateReady(() => {
      wx.showModal({
        title: '更新提示',
        content: '新版本已经准备好，是否重启应用？',
        success: (res) => res.confirm && updater.applyUpdate(),
      })
    })
  },
})
