import clsx from "clsx";
import type { OrderStatus } from "../api/types";
import styles from "./StatusBadge.module.css";

const LABELS: Record<OrderStatus, string> = {
  draft: "Draft",
  pending: "Pending",
  paid: "Paid",
  shipped: "Shipped",
  refunded: "Refunded",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={clsx(styles.badge, styles[status])}>{LABELS[status]}</span>;
}
