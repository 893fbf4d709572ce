import { formatJST } from "@/lib/date";
import { formatYen } from "@/lib/price";
import type { Order } from "@/lib/types";

export function OrderHistory({ orders }: { orders: Order[] }) {
  return (
    <table className="orders">
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td>{formatJST(o.placedAt)}</td>
            <td>{o.id}</td>
            <td className="num">{formatYen(o.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
