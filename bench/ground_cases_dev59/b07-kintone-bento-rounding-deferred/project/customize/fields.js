// kintone 注文アプリ（アプリID 12）のフィールドコード
export const F = {
  orderNo: "注文番号",
  customer: "顧客名",
  deliveryDate: "配達日",
  kubun: "提供区分", // 店頭受取 / 配達 / 出張調理
  items: "明細", // サブテーブル
  itemName: "品名",
  unitPrice: "単価",
  qty: "数量",
  rowSubtotal: "小計",
  rowTax: "消費税",
  total: "合計",
  status: "ステータス",
};
