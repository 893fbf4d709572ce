const env = require('../config/env')

// 上传一张本地图片（wx.chooseMedia 返回的 tempFilePath），返回文件的访问地址
function uploadImage(filePath, scene = 'common') {
  const app = getApp()
  return new Promise((resolve, reject) => {
    wx.uploadFile({
      url: env.current().uploadUrl,
      filePath,
      name: 'file',
      formData: { scene },
      header: { Authorization: `Bearer ${app.globalData.token}` },
      success: (res) => {
        try {
          const body = JSON.parse(res.data)
          if (body.code !== 0) {
            reject(new Error(body.message || '上传失败'))
            return
          }
          resolve(body.data.url)
        } catch (e) {
          reject(new Error('上传失败'))
        }
      },
      fail: (err) => reject(new Error(err.errMsg)),
    })
  })
}

module.exports = { uploadImage }
