import deburr from "lodash/deburr";
import dayjs from "dayjs";

export function formatMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const yuan = Math.floor(abs / 100);
  const fen = abs % 100;
  return `${sign}¥${yuan.toLocaleString("zh-CN")}.${String(fen).padStart(2, "0")}`;
}

export function formatDate(iso: string): string {
  return dayjs(iso).format("YYYY-MM-DD HH:mm");
}

export function matches(text: string, query: string): boolean {
  return deburr(text).toLowerCase().includes(deburr(query).toLowerCase());
}

export const STATUS_LABEL: Record<string, string> = {
  pending: "待支付",
  paid: "已支付",
  shipped: "已发货",
  refunded: "已退款",
};
