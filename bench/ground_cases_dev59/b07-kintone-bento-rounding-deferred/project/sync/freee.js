// 月末に kintone の注文を顧客ごとにまとめて freee 請求書を作る（事務PCで手動実行）
import { KintoneRestAPIClient } from "@kintone/rest-api-client";

const kintone = new KintoneRestAPIClient({
  baseUrl: "https://kamameshi-tanaka.cybozu.com",
  auth: { apiToken: process.env.KINTONE_TOKEN },
});

const FREEE_API = "https://api.freee.co.jp/iv/invoices";

async function ordersOfMonth(ym) {
  return kintone.record.getAllRecords({
    app: 12,
    condition: `配達日 >= "${ym}-01" and 配達日 <= "${ym}-31" and ステータス in ("完了")`,
  });
}

function toInvoiceLines(order) {
  const rate = order["提供区分"].value === "出張調理" ? 10 : 8;
  return order["明細"].value.map((r) => ({
    type: "item",
    description: `${order["配達日"].value} ${r.value["品名"].value}`,
    quantity: Number(r.value["数量"].value),
    unit_price: String(r.value["単価"].value),
    tax_rate: rate,
  }));
}

export async function createInvoices(ym, companyId, partnerIds) {
  const orders = await ordersOfMonth(ym);
  const byCustomer = Map.groupBy(orders, (o) => o["顧客名"].value);
  for (const [customer, list] of byCustomer) {
    const body = {
      company_id: companyId,
      partner_id: partnerIds[customer],
      billing_date: `${ym}-28`,
      tax_entry_method: "out",
      tax_fraction: "omit",
      lines: list.flatMap(toInvoiceLines),
    };
    const res = await fetch(FREEE_API, {
      method: "POST",
      headers: { Authorization: `Bearer ${process.env.FREEE_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`freee 請求書作成に失敗: ${customer} ${res.status}`);
  }
}
