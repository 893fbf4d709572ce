import { gramsToKg } from "./units.js";

// 购物车行小计（元）。
// 称重商品：pricePerKg 是每公斤价格（元），weightGrams 是电子秤称出的克数。
// 计件商品：price 是单价（元），qty 是件数。
export function calcLineTotal(item) {
  if (item.byWeight) {
    return Math.round(item.pricePerKg * gramsToKg(item.weightGrams) * 100) / 100;
  }
  return Math.round(item.price * item.qty * 100) / 100;
}

export function cartSubtotal(items) {
  let sum = 0;
  for (const item of items) {
    sum += calcLineTotal(item);
  }
  return Math.round(sum * 100) / 100;
}

export function addItem(items, item) {
  const found = items.find((i) => i.sku === item.sku && !i.byWeight);
  if (found) {
    return items.map((i) => (i === found ? { ...i, qty: i.qty + (item.qty ?? 1) } : i));
  }
  return [...items, { qty: 1, ...item }];
}

export function removeItem(items, sku) {
  return items.filter((i) => i.sku !== sku);
}

export function totalWeightGrams(items) {
  return items.filter((i) => i.byWeight).reduce((g, i) => g + i.weightGrams, 0);
}
