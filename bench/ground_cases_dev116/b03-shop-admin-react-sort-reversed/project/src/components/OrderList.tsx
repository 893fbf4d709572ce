import { useState } from "react";

import { formatYen } from "../api";
import { useOrders } from "../hooks/useOrders";
import { SearchBox } from "./SearchBox";
import "./OrderList.css";

const STATUS_LABEL = {
  pending: "未払い",
  paid: "支払済み",
  shipped: "発送済み",
  cancelled: "キャンセル",
} as const;

export function OrderList() {
  const [query, setQuery] = useState("");
  const { orders, error, loading } = useOrders(query);

  if (error) return <p className="error">読み込みに失敗しました: {error}</p>;

  return (
    <section>
      <SearchBox onSearch={setQuery} />
      {loading && <p>読み込み中…</p>}
      <table className="orders">
        <thead>
          <tr>
            <th>注文ID</th>
            <th>顧客</th>
            <th>金額</th>
            <th>状態</th>
            <th>日時</th>
          </tr>
        </thead>
        <tbody>
          {!loading && orders.length === 0 && (
            <tr>
              <td colSpan={5} className="empty">
                該当する注文はありません
              </td>
            </tr>
          )}
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.id}</td>
              <td>{o.customerName}</td>
              <td className="num">{formatYen(o.total)}</td>
              <td>{STATUS_LABEL[o.status]}</td>
              <td>{new Date(o.createdAt).toLocaleString("ja-JP")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
