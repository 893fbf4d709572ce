export function formatPrice(amount: number): string {
  const yuan = Math.round(amount) / 100;
  return "¥" + yuan.toFixed(2);
}

export function formatTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const STATUS_LABEL: Record<string, string> = {
  pending: "待付款",
  paid: "已付款",
  shipped: "已发货",
  done: "已完成",
  cancelled: "已取消",
};
