import { DataTable, type Column } from "../components/DataTable/DataTable";
import { RowActions } from "../components/DataTable/RowActions";
import statStyles from "../components/StatCard/StatCard.module.css";
import { useOrders, type OrderRow } from "../api/orders";

const columns: Column<OrderRow>[] = [
  { key: "number", title: "订单号", render: (o) => o.number },
  { key: "customer", title: "客户", render: (o) => o.customerName },
  { key: "status", title: "状态", render: (o) => o.statusLabel },
  { key: "createdAt", title: "下单时间", render: (o) => new Date(o.createdAt).toLocaleString("zh-CN") },
  { key: "amount", title: "金额", numeric: true, render: (o) => `¥${o.amount.toFixed(2)}` },
  {
    key: "actions",
    title: "",
    render: (o) => (
      <RowActions
        actions={[
          { label: "查看", onSelect: () => window.open(`/orders/${o.id}`, "_self") },
          { label: "退款", danger: true, onSelect: () => window.open(`/orders/${o.id}/refund`, "_self") },
        ]}
      />
    ),
  },
];

export function OrdersPage() {
  const { data, summary } = useOrders();
  return (
    <main>
      <section className={statStyles.grid}>
        <div className={statStyles.card}>
          <div className={statStyles.label}>今日订单</div>
          <div className={statStyles.value}>{summary.today}</div>
        </div>
        <div className={statStyles.card}>
          <div className={statStyles.label}>待发货</div>
          <div className={statStyles.value}>{summary.toShip}</div>
        </div>
        <div className={statStyles.card}>
          <div className={statStyles.label}>本月销售额</div>
          <div className={statStyles.value}>¥{summary.monthRevenue.toLocaleString("zh-CN")}</div>
        </div>
      </section>
      <DataTable columns={columns} rows={data} rowKey={(o) => o.id} />
    </main>
  );
}
