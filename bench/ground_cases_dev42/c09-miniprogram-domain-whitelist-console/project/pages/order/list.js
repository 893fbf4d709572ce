const { request } = require('../../utils/request')

const TABS = [
  { key: 'all', title: '全部' },
  { key: 'unpaid', title: '待付款' },
  { key: 'shipping', title: '待收货' },
  { key: 'done', title: '已完成' },
]

Page({
  data: {
    tabs: TABS,
    active: 'all',
    orders: [],
    page: 1,
    hasMore: true,
    loading: false,
  },

  onShow() {
    this.reload()
  },

  onTabChange(e) {
    this.setData({ active: e.currentTarget.dataset.key })
    this.reload()
  },

  reload() {
    this.setData({ orders: [], page: 1, hasMore: true })
    this.loadMore()
  },

  async loadMore() {
    if (this.data.loading || !this.data.hasMore) return
    this.setData({ loading: true })
    try {
      const { list, total } = await request({
        url: `/v1/orders?status=${this.data.active}&page=${this.data.page}&size=10`,
      })
      const orders = this.data.orders.concat(list)
      this.setData({ orders, page: this.data.page + 1, hasMore: orders.length < total })
    } catch (err) {
      wx.showToast({ title: err.message, icon: 'none' })
    } finally {
      this.setData({ loading: false })
    }
  },

  onReachBottom() {
    this.loadMore()
  },

  goInvoice(e) {
    wx.navigateTo({ url: `/pages/invoice/detail?orderNo=${e.currentTarget.dataset.no}` })
  },
})
