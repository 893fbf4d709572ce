const { request } = require('../../utils/request')

Page({
  data: {
    orderNo: '',
    invoice: null,
    downloading: false,
  },

  async onLoad({ orderNo }) {
    this.setData({ orderNo })
    try {
      const invoice = await request({ url: `/v1/orders/${orderNo}/invoice` })
      this.setData({ invoice })
    } catch (err) {
      wx.showToast({ title: err.message, icon: 'none' })
    }
  },

  // 发票 PDF 在 OSS 上（files.hexin-mall.cn），先下载到本地再用 openDocument 打开
  openPdf() {
    const { invoice } = this.data
    if (!invoice || !invoice.pdfUrl || this.data.downloading) return
    this.setData({ downloading: true })
    wx.downloadFile({
      url: invoice.pdfUrl,
      success: ({ tempFilePath }) => {
        wx.openDocument({ filePath: tempFilePath, fileType: 'pdf', showMenu: true })
      },
      fail: (err) => wx.showToast({ title: err.errMsg, icon: 'none' }),
      complete: () => this.setData({ downloading: false }),
    })
  },

  copyNo() {
    wx.setClipboardData({ data: this.data.invoice.invoiceNo })
  },
})
