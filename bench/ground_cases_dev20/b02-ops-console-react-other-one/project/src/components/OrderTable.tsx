import { useState } from "react";
import type { Order } from "../api/client";
import { StatusBadge } from "./StatusBadge";

type SortKey = "createdAt" | "total" | "customerName";

interface Props {
  orders: Order[];
  onCancel: (id: number) => void;
}

function compare(key: SortKey, dir: 1 | -1) {
  return (a: Order, b: Order) => {
    const x = a[key];
    const y = b[key];
    if (x < y) return -1 * dir;
    if (x > y) return 1 * dir;
    return 0;
  };
}

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function OrderTable({ orders, onCancel }: Props) {
  const [sortKey, setSortKey] = useState<SortKey>("createdAt");
  const [dir, setDir] = useState<1 | -1>(-1);

  const sorted = orders.sort(compare(sortKey, dir));

  const toggle = (key: SortKey) => {
    if (key === sortKey) {
      setDir((d) => (d === 1 ? -1 : 1));
    } else {
      setSortKey(key);
      setDir(1);
    }
  };

  return (
    <table className="order-table">
      <thead>
        <tr>
          <th>注文番号</th>
          <th onClick={() => toggle("customerName")}>顧客</th>
          <th onClick={() => toggle("total")}>金額</th>
          <th onClick={() => toggle("createdAt")}>注文日時</th>
          <th>ステータス</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {sorted.map((o) => (
          <tr key={o.id}>
            <td>{o.number}</td>
            <td>{o.customerName}</td>
            <td className="num">{yen.format(o.total)}</td>
            <td>{new Date(o.createdAt).toLocaleString("ja-JP")}</td>
            <td>
              <StatusBadge status={o.status} />
            </td>
            <td>
              {o.status === "pending" && <button onClick={() => onCancel(o.id)}>キャンセル</button>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
