import { useMemo, useState } from "react";
import { Badge, Input, Table, Tabs, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import type { Order, OrderStatus } from "../api/orders";
import { useOrderCounts, useOrders } from "../hooks/useOrders";

const TABS: { key: OrderStatus | "all"; label: string }[] = [
  { key: "all", label: "全部" },
  { key: "pending", label: "待支付" },
  { key: "paid", label: "待发货" },
  { key: "shipped", label: "已发货" },
  { key: "refunding", label: "退款中" },
];

const columns: ColumnsType<Order> = [
  { title: "订单号", dataIndex: "no", width: 180 },
  { title: "客户", dataIndex: "customer" },
  { title: "金额", dataIndex: "amountCents", render: (c: number) => `¥${(c / 100).toFixed(2)}` },
  { title: "状态", dataIndex: "status", render: (s: OrderStatus) => <Tag>{s}</Tag> },
  { title: "下单时间", dataIndex: "createdAt", render: (t: string) => dayjs(t).format("YYYY-MM-DD HH:mm") },
];

export default function OrdersPage() {
  const [tab, setTab] = useState<OrderStatus | "all">("all");
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);

  const query = useMemo(
    () => ({ status: tab === "all" ? undefined : tab, keyword, page, pageSize }),
    [tab, keyword, page, pageSize],
  );
  const { items, total, loading, error, reload } = useOrders(query);
  const counts = useOrderCounts();

  return (
    <div className="orders-page">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as OrderStatus | "all");
          setPage(1);
        }}
        items={TABS.map((t) => ({
          key: t.key,
          label: t.key === "all" ? t.label : <Badge count={counts[t.key] ?? 0} size="small" offset={[8, -2]}>{t.label}</Badge>,
        }))}
      />
      <Input.Search
        placeholder="订单号 / 客户"
        allowClear
        onSearch={(v) => {
          setKeyword(v);
          setPage(1);
        }}
        style={{ width: 280, marginBottom: 12 }}
      />
      {error && <div className="error">加载失败：{error} <a onClick={reload}>重试</a></div>}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={{
          current: page,
          pageSize,
          total,
          onChange: (p, s) => {
            setPage(p);
            setPageSize(s);
          },
        }}
      />
    </div>
  );
}
