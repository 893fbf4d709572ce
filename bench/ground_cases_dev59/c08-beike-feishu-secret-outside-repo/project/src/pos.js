// 收银系统开放接口：按门店拉取某天的订单汇总
const axios = require('axios');
const crypto = require('crypto');

const STORES = [
  { id: 'S001', name: '万象城店' },
  { id: 'S002', name: '西湖文化广场店' },
  { id: 'S003', name: '滨江宝龙店' },
];

function apiSign(params, secret) {
  const raw = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return crypto.createHash('md5').update(raw + secret).digest('hex').toUpperCase();
}

async function dailySummary(storeId, date) {
  const params = {
    app_key: process.env.POS_APP_KEY,
    store_id: storeId,
    biz_date: date,
    ts: Date.now(),
  };
  params.sign = apiSign(params, process.env.POS_APP_SECRET);
  const res = await axios.get(`${process.env.POS_API_BASE}/v1/orders/summary`, { params, timeout: 15000 });
  if (res.data.errcode !== 0) {
    throw new Error(`收银接口错误 ${storeId}: ${res.data.errmsg}`);
  }
  // { order_count, amount(分), refund_amount(分), top_items: [{name, qty}] }
  return res.data.data;
}

module.exports = { STORES, dailySummary, apiSign };
