import { Order, OrderFilters, formatYuan } from "../types";
import { useOrderFilters } from "../hooks/useOrderFilters";
import { StatusBadge } from "./StatusBadge";

interface Props {
  orders: Order[];
}

export function OrdersTable({ orders }: Props) {
  const { filters, update, visible } = useOrderFilters(orders);

  const total = visible.reduce((sum, o) => sum + o.amountCents, 0);

  const exportCsv = () => {
    const header = "订单号,客户,状态,金额,下单时间";
    const rows = visible.map((o) => [o.id, `"${o.customer.replace(/"/g, '""')}"`, o.status, formatYuan(o.amountCents), o.createdAt].join(","));
    const blob = new Blob(["\ufeff" + [header, ...rows].join("\n")], { type: "text/csv;charset=utf-8" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  return (
    <div className="orders">
      <div className="filters">
        <select value={filters.status} onChange={(e) => update("status", e.target.value as OrderFilters["status"])}>
          <option value="all">全部</option>
          <option value="pending">待支付</option>
          <option value="paid">已支付</option>
          <option value="shipped">已发货</option>
          <option value="cancelled">已取消</option>
        </select>
        <input placeholder="客户/订单号" value={filters.keyword} onChange={(e) => update("keyword", e.target.value)} />
        <input type="date" value={filters.from} onChange={(e) => update("from", e.target.value)} />
        <input type="date" value={filters.to} onChange={(e) => update("to", e.target.value)} />
        <button onClick={exportCsv} disabled={visible.length === 0}>导出 CSV</button>
      </div>
      <table>
        <tbody>
          {visible.map((o) => (
            <tr key={o.id}>
              <td>{o.id}</td>
              <td>{o.customer}</td>
              <td><StatusBadge status={o.status} /></td>
              <td>{formatYuan(o.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total">共 {visible.length} 单，合计 ¥{formatYuan(total)}</p>
    </div>
  );
}
