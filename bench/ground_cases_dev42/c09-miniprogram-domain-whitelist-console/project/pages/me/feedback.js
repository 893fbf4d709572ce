const { request } = require('../../utils/request')
const env = require('../../config/env')

const MAX_IMAGES = 3

Page({
  data: {
    content: '',
    images: [],
    submitting: false,
  },

  onInput(e) {
    this.setData({ content: e.detail.value })
  },

  async chooseImage() {
    const left = MAX_IMAGES - this.data.images.length
    if (left <= 0) return
    const { tempFiles } = await wx.chooseMedia({ count: left, mediaType: ['image'], sizeType: ['compressed'] })
    const urls = []
    for (const f of tempFiles) {
      urls.push(await this.upload(f.tempFilePath))
    }
    this.setData({ images: this.data.images.concat(urls) })
  },

  upload(filePath) {
    return new Promise((resolve, reject) => {
      wx.uploadFile({
        url: env.current().apiBase + '/v1/feedback/images',
        filePath,
        name: 'file',
        header: { Authorization: `Bearer ${getApp().globalData.token}` },
        success: (res) => resolve(JSON.parse(res.data).data.url),
        fail: (err) => reject(new Error(err.errMsg)),
      })
    })
  },

  async submit() {
    if (!this.data.content.trim() || this.data.submitting) return
    this.setData({ submitting: true })
    try {
      await request({ url: '/v1/feedback', method: 'POST', data: { content: this.data.content, images: this.data.images } })
      wx.showToast({ title: '感谢反馈' })
      setTimeout(() => wx.navigateBack(), 1200)
    } catch (err) {
      wx.showToast({ title: err.message, icon: 'none' })
    } finally {
      this.setData({ submitting: false })
    }
  },
})
