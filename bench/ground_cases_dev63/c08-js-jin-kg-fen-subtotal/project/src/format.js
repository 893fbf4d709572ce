import { gramsToJin, pricePerJin, unitLabel } from "./units.js";

// 金额展示：¥12.50
export function formatMoney(yuan) {
  return "¥" + yuan.toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

// 价签：称重商品显示每斤价格，计件商品显示单价
export function priceLabel(item) {
  if (item.byWeight) {
    // 后台录入的是每公斤价格，价签按斤显示要先换算
    return `${formatMoney(pricePerJin(item.pricePerKg))}/${unitLabel("jin")}`;
  }
  return formatMoney(item.price);
}

// 重量展示：称重商品的克数换算成斤
export function formatWeight(grams) {
  const jin = Math.round(gramsToJin(grams) * 10) / 10; // 最多一位小数：0.5斤、1斤、1.3斤
  return `${jin}${unitLabel("jin")}`;
}

// 优惠百分比：0.15 -> "85折"
export function formatDiscount(rate) {
  const zhe = Math.round((1 - rate) * 100) / 10;
  return Number.isInteger(zhe) ? `${zhe}折` : `${zhe.toFixed(1)}折`;
}

export function formatCount(n) {
  return `共${n}件`;
}
