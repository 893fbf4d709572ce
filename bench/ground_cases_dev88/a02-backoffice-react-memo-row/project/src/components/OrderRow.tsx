import type { Order } from "../api/types";
import { formatMoney } from "../utils/format";
import { DateCell } from "./DateCell";

type Props = {
  order: Order;
  selected: boolean;
  onSelect: (id: string) => void;
};

export function OrderRow({ order, selected, onSelect }: Props) {
  return (
    <tr className={selected ? "row row--selected" : "row"} onClick={() => onSelect(order.id)}>
      <td>{order.number}</td>
      <td>{order.customerName}</td>
      <td className="num">{formatMoney(order.total, order.currency)}</td>
      <td>
        <DateCell value={order.createdAt} />
      </td>
      <td>
        <span className={`badge badge--${order.status}`}>{order.status}</span>
      </td>
    </tr>
  );
}
