import { useState } from "react";
import { DataTable, type Column } from "../components/DataTable";
import { Modal } from "../components/Modal";
import { StatCard } from "../components/StatCard";
import { orders, stats, statsChange, statusLabel, type Order } from "../data/orders";

export function Dashboard() {
  const [selected, setSelected] = useState<Order | null>(null);

  const columns: Column<Order>[] = [
    {
      key: "id",
      header: "注文番号",
      render: (o) => (
        <button type="button" className="text-brand-600 hover:underline" onClick={() => setSelected(o)}>
          {o.id}
        </button>
      ),
    },
    { key: "customer", header: "顧客", render: (o) => o.customer },
    { key: "email", header: "メール", render: (o) => o.email },
    { key: "product", header: "商品", render: (o) => o.product },
    { key: "quantity", header: "数量", render: (o) => o.quantity, align: "right" },
    { key: "amount", header: "金額", render: (o) => `¥${o.amount.toLocaleString("ja-JP")}`, align: "right" },
    { key: "status", header: "ステータス", render: (o) => statusLabel(o.status) },
    { key: "orderedAt", header: "注文日時", render: (o) => o.orderedAt },
  ];

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="売上" value={stats.revenue} unit="円" change={statsChange.revenue} />
        <StatCard label="注文数" value={stats.orders} unit="件" change={statsChange.orders} />
        <StatCard label="顧客数" value={stats.customers} unit="人" change={statsChange.customers} />
        <StatCard label="CVR" value={stats.conversion} unit="%" change={statsChange.conversion} fractionDigits={1} />
      </div>
      <section>
        <h2 className="mb-2 text-sm font-semibold text-slate-600">最近の注文</h2>
        <DataTable columns={columns} rows={orders} rowKey={(o) => o.id} />
      </section>
      <Modal open={selected !== null} title={selected?.id ?? ""} onClose={() => setSelected(null)}>
        {selected && (
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <dt className="text-slate-500">顧客</dt>
            <dd className="col-span-2">{selected.customer}</dd>
            <dt className="text-slate-500">商品</dt>
            <dd className="col-span-2">{selected.product}</dd>
            <dt className="text-slate-500">金額</dt>
            <dd className="col-span-2">¥{selected.amount.toLocaleString("ja-JP")}</dd>
          </dl>
        )}
      </Modal>
    </div>
  );
}
