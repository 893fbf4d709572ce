export type Order = {
  id: string;
  customer: string;
  email: string;
  product: string;
  quantity: number;
  amount: number;
  status: "paid" | "shipped" | "refunded";
  orderedAt: string;
};

export const orders: Order[] = [
  { id: "ORD-20241", customer: "佐藤 健", email: "ken.sato@example.jp", product: "ステンレス保温ボトル 500ml", quantity: 2, amount: 6380, status: "shipped", orderedAt: "2025-11-24 10:12" },
  { id: "ORD-20242", customer: "鈴木 美咲", email: "misaki.suzuki@example.jp", product: "有機ほうじ茶 ティーバッグ 30袋", quantity: 1, amount: 1296, status: "paid", orderedAt: "2025-11-24 11:40" },
  { id: "ORD-20243", customer: "高橋 翔太", email: "shota.t@example.jp", product: "木製カッティングボード（大）", quantity: 1, amount: 4950, status: "paid", orderedAt: "2025-11-24 13:05" },
  { id: "ORD-20244", customer: "田中 由美", email: "yumi.tanaka@example.jp", product: "リネンエプロン ネイビー", quantity: 3, amount: 11880, status: "refunded", orderedAt: "2025-11-23 18:22" },
  { id: "ORD-20245", customer: "伊藤 大輔", email: "daisuke.ito@example.jp", product: "琺瑯ミルクパン 14cm", quantity: 1, amount: 3520, status: "shipped", orderedAt: "2025-11-23 09:51" },
];

export const stats = {
  revenue: 1284600,
  orders: 342,
  customers: 1187,
  conversion: 3.4,
};

export const statsChange = {
  revenue: 12.3,
  orders: -4.1,
  customers: 2.8,
  conversion: 0.4,
};

export function statusLabel(status: Order["status"]): string {
  return { paid: "支払済", shipped: "発送済", refunded: "返金済" }[status];
}
