const { request } = require('../../utils/request')
const { formatTime, parseDate, weekdayLabel } = require('../../utils/date')

const PAGE_SIZE = 20

Page({
  data: {
    storeId: '',
    slots: [],
    loading: false,
    noMore: false,
    selectedId: '',
  },

  page: 1,

  onLoad(query) {
    this.setData({ storeId: query.storeId || '' })
    this.loadSlots()
  },

  onPullDownRefresh() {
    this.page = 1
    this.setData({ noMore: false, slots: [] })
    this.loadSlots().finally(() => wx.stopPullDownRefresh())
  },

  onReachBottom() {
    if (this.data.loading || this.data.noMore) return
    this.page += 1
    this.loadSlots()
  },

  loadSlots() {
    this.setData({ loading: true })
    return request({
      url: '/slots',
      data: { storeId: this.data.storeId, page: this.page, size: PAGE_SIZE },
    })
      .then((res) => {
        const list = res.items.map((s) => ({
          id: s.id,
          time: formatTime(parseDate(s.startAt)),
          weekday: weekdayLabel(parseDate(s.startAt)),
          left: s.capacity - s.booked,
        }))
        this.setData({
          slots: this.data.slots.concat(list),
          noMore: list.length < PAGE_SIZE,
        })
      })
      .catch((err) => {
        wx.showToast({ title: err.message || '加载失败', icon: 'none' })
      })
      .finally(() => this.setData({ loading: false }))
  },

  onSelect(e) {
    this.setData({ selectedId: e.currentTarget.dataset.id })
  },

  submit() {
    if (!this.data.selectedId) {
      wx.showToast({ title: '先选一个时间', icon: 'none' })
      return
    }
    request({ url: '/bookings', method: 'POST', data: { slotId: this.data.selectedId } })
      .then(() => wx.redirectTo({ url: '/pages/orders/orders' }))
      .catch((err) => wx.showToast({ title: err.message || '预约失败', icon: 'none' }))
  },
})
