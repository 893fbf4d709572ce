// 把各门店汇总拼成飞书消息
const { STORES, dailySummary } = require('./pos');

function yuan(fen) {
  return (fen / 100).toFixed(2);
}

async function buildReport(date) {
  const lines = [];
  let total = 0;
  for (const store of STORES) {
    try {
      const s = await dailySummary(store.id, date);
      const net = s.amount - s.refund_amount;
      total += net;
      const perOrder = s.order_count ? net / 100 / s.order_count : 0;
      const top = s.top_items.slice(0, 3).map((i) => `${i.name}×${i.qty}`).join('、');
      lines.push(`【${store.name}】营业额 ${yuan(net)} 元，${s.order_count} 单，客单价 ${perOrder.toFixed(2)} 元`);
      lines.push(`    热销：${top || '无'}`);
    } catch (e) {
      lines.push(`【${store.name}】数据获取失败：${e.message}`);
    }
  }
  lines.push(`合计营业额：${yuan(total)} 元`);
  if (total === 0) {
    // 三家店都没数据，多半是收银接口出问题了
    lines.push('⚠️ 今日营业额为 0，请检查收银系统接口');
  }
  return { title: `贝可烘焙 ${date} 营业日报`, lines };
}

module.exports = { buildReport, yuan };
