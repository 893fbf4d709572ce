export type Order = {
  id: string;
  createdAt: string; // ISO 8601, UTC
  totalYen: number;
  status: "pending" | "paid" | "shipped" | "cancelled";
};

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(amount: number): string {
  return yen.format(amount);
}

export function formatOrderDate(iso: string): string {
  const d = new Date(iso);
  return new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

export function statusLabel(status: Order["status"]): string {
  switch (status) {
    case "pending":
      return "支払い待ち";
    case "paid":
      return "支払い済み";
    case "shipped":
      return "発送済み";
    case "cancelled":
      return "キャンセル";
  }
}

export function orderCountLabel(n: number): string {
  return `${n}件`;
}
