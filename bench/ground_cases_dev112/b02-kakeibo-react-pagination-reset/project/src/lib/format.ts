const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(amount: number): string {
  return yen.format(amount);
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}/${m}/${day}`;
}

export function sumAmounts(amounts: number[]): number {
  return amounts.reduce((acc, n) => acc + n, 0);
}

export function categoryLabel(c: string): string {
  switch (c) {
    case "food":
      return "食費";
    case "transport":
      return "交通費";
    case "books":
      return "書籍";
    default:
      return "その他";
  }
}
