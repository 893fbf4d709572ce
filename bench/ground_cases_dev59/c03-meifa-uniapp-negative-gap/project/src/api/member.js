// 会员相关接口。后端是门店收银系统，金额单位都是“分”
const BASE = 'https://api.tonyzaoxing.cn/v1'

function request(url, data = {}) {
  return new Promise((resolve, reject) => {
    uni.request({
      url: BASE + url,
      data,
      header: { Authorization: 'Bearer ' + uni.getStorageSync('token') },
      success: (res) => (res.data.code === 0 ? resolve(res.data.data) : reject(new Error(res.data.msg))),
      fail: reject,
    })
  })
}

/** 会员资料：{ nickname, phone, birthday: '1995-03-12', points_adjust } */
export const getProfile = () => request('/member/profile')

/** 消费记录：[{ id, created_at, pay_amount(分), items: [...] }] */
export const getOrders = () => request('/member/orders')

/** 积分兑换：消耗积分换护理项目 */
export const redeem = (itemId) => request('/member/redeem', { item_id: itemId })

/** 兑换记录 */
export const getRedeemHistory = (page = 1) => request('/member/redeem/history', { page, size: 20 })

/** 更新生日（一年只能改一次，后端校验） */
export const updateBirthday = (birthday) => request('/member/birthday', { birthday })
