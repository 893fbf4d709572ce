import { memo } from "react";
import type { Order } from "../api/orders";
import { formatDate, formatMoney, STATUS_LABEL } from "../utils/format";

interface Props {
  order: Order;
  selected: boolean;
  onSelect: () => void;
}

function OrderRowImpl({ order, selected, onSelect }: Props) {
  return (
    <tr className={selected ? "row selected" : "row"} onClick={onSelect}>
      <td>{order.id}</td>
      <td>{order.customer}</td>
      <td>{order.city}</td>
      <td className="num">{formatMoney(order.amountCents)}</td>
      <td>{STATUS_LABEL[order.status]}</td>
      <td>{formatDate(order.createdAt)}</td>
    </tr>
  );
}

export const OrderRow = memo(OrderRowImpl);
