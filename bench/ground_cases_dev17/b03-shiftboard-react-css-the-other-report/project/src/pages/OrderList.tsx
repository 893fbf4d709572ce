import { useEffect, useState } from "react";
import { Modal } from "../components/Modal";
import { fetchOrders, type Order } from "../api/orders";
import { formatDate, formatTime } from "../utils/date";
import { OrderDetail } from "./OrderDetail";

export function OrderList() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [selected, setSelected] = useState<Order | null>(null);

  useEffect(() => {
    fetchOrders().then(setOrders);
  }, []);

  return (
    <section>
      <h1>注文一覧</h1>
      <table>
        <thead>
          <tr>
            <th>注文日</th>
            <th>時刻</th>
            <th>お客様</th>
            <th>金額</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} onClick={() => setSelected(o)}>
              <td>{formatDate(o.orderedAt)}</td>
              <td>{formatTime(o.orderedAt)}</td>
              <td>{o.customerName}</td>
              <td>{o.total.toLocaleString()}円</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Modal open={selected !== null} title="注文詳細" onClose={() => setSelected(null)}>
        {selected && <OrderDetail order={selected} />}
      </Modal>
    </section>
  );
}
