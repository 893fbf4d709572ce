import { cartSubtotal } from "./cart.js";
import { formatMoney } from "./format.js";

// 满减：满 99 减 10
const FULL_REDUCTION = { threshold: 99, off: 10 };

// 抹零：门店收银习惯抹掉"分"，线上暂不开启
export const ROUND_OFF_FEN = false;

export function roundOff(yuan) {
  return ROUND_OFF_FEN ? Math.floor(yuan * 10) / 10 : yuan;
}

export function payable(items, deliveryFee = 0) {
  const subtotal = cartSubtotal(items);
  const reduction = subtotal >= FULL_REDUCTION.threshold ? FULL_REDUCTION.off : 0;
  const total = Math.max(0, subtotal - reduction + deliveryFee);
  return {
    subtotal,
    reduction,
    deliveryFee,
    total: roundOff(Math.round(total * 100) / 100),
  };
}

export function summaryText(items, deliveryFee = 0) {
  const p = payable(items, deliveryFee);
  return [
    `商品小计 ${formatMoney(p.subtotal)}`,
    p.reduction ? `满减 -${formatMoney(p.reduction)}` : null,
    `运费 ${formatMoney(p.deliveryFee)}`,
    `实付 ${formatMoney(p.total)}`,
  ].filter(Boolean).join("\n");
}
