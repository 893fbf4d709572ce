import { F } from "./fields.js";

// 提供区分ごとの税率（軽減税率の判定）
function taxRateFor(kubun) {
  switch (kubun) {
    case "店頭受取":
      return 0.08;
    case "配達":
      return 0.08; // 届けるだけなら飲食料品の譲渡（軽減税率）
    case "出張調理":
      return 0.1; // ケータリング（現地で調理・配膳）は標準税率
    default:
      return 0.1;
  }
}

// 明細1行の小計と消費税
function calcRow(row, rate) {
  const price = Number(row[F.unitPrice].value || 0);
  const qty = Number(row[F.qty].value || 0);
  const subtotal = price * qty;
  const tax = Math.round(subtotal * rate);
  row[F.rowSubtotal].value = subtotal;
  row[F.rowTax].value = tax;
  return subtotal + tax;
}

function recalc(record) {
  const rate = taxRateFor(record[F.kubun].value);
  let total = 0;
  for (const row of record[F.items].value) {
    total += calcRow(row.value, rate);
  }
  record[F.total].value = total;
}

const CHANGE_EVENTS = [
  "app.record.create.change." + F.unitPrice,
  "app.record.create.change." + F.qty,
  "app.record.create.change." + F.kubun,
  "app.record.create.change." + F.items,
  "app.record.edit.change." + F.unitPrice,
  "app.record.edit.change." + F.qty,
  "app.record.edit.change." + F.kubun,
  "app.record.edit.change." + F.items,
];

kintone.events.on(CHANGE_EVENTS, (event) => {
  recalc(event.record);
  return event;
});

kintone.events.on(["app.record.create.submit", "app.record.edit.submit"], (event) => {
  recalc(event.record);
  if (event.record[F.items].value.length === 0) {
    event.error = "明細が1行もありません";
  }
  return event;
});

export { calcRow, recalc, taxRateFor };
