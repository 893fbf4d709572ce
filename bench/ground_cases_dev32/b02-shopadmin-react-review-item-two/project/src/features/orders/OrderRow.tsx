import { useState } from "react";
import { formatDate, formatPrice, formatQuantity } from "./formatPrice";
import type { Order } from "./types";

interface Props {
  order: Order;
  selected: boolean;
  onToggle: (id: string) => void;
  onDelete: (id: string) => void;
}

export function OrderRow({ order, selected, onToggle, onDelete }: Props) {
  const [expanded, setExpanded] = useState(false);

  return (
    <>
      <tr className={selected ? "row row--selected" : "row"}>
        <td>
          <input type="checkbox" checked={selected} onChange={() => onToggle(order.id)} />
        </td>
        <td>
          <button className="link" onClick={() => setExpanded((v) => !v)}>
            {order.number}
          </button>
        </td>
        <td>{order.customerName}</td>
        <td>{formatPrice(order.total, order.currency)}</td>
        <td>{formatDate(order.createdAt)}</td>
        <td>
          <button className="danger" onClick={() => onDelete(order.id)}>削除</button>
        </td>
      </tr>
      {expanded && (
        <tr className="row-detail">
          <td colSpan={6}>
            <ul>
              {order.lines.map((l) => (
                <li key={l.sku}>
                  {l.name} × {formatQuantity(l.quantity)}（{formatPrice(l.unitPrice, order.currency)}）
                </li>
              ))}
            </ul>
            {order.note && <p className="note">{order.note}</p>}
          </td>
        </tr>
      )}
    </>
  );
}
