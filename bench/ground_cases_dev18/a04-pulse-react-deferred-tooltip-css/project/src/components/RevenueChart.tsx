import { useMemo, useState } from "react";
import { formatCurrency, formatDay } from "../lib/format";
import type { DailyRevenue } from "../api/types";
import styles from "./RevenueChart.module.css";

type Props = { data: DailyRevenue[]; height?: number };

export function RevenueChart({ data, height = 180 }: Props) {
  const [hover, setHover] = useState<number | null>(null);
  const max = useMemo(() => Math.max(1, ...data.map((d) => d.amount)), [data]);
  const barWidth = 100 / Math.max(data.length, 1);

  return (
    <div className={styles.chart} style={{ height }} onMouseLeave={() => setHover(null)}>
      {data.map((d, i) => (
        <div
          key={d.day}
          className={styles.bar}
          style={{ left: `${i * barWidth}%`, width: `${barWidth}%`, height: `${(d.amount / max) * 100}%` }}
          onMouseEnter={() => setHover(i)}
        />
      ))}
      {hover !== null && (
        <div className={styles.tooltip} style={{ left: `${(hover + 0.5) * barWidth}%` }} role="tooltip">
          <strong>{formatCurrency(data[hover].amount)}</strong>
          <span>{formatDay(data[hover].day)}</span>
          <span className={styles.muted}>{data[hover].orders} orders</span>
        </div>
      )}
    </div>
  );
}
