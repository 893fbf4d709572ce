import { Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";

import { elapsedMs, formatDateTime } from "../lib/date";
import { formatDuration, formatFen, maskPhone } from "../lib/format";

export interface OrderRow {
  id: string;
  orderNo: string;
  buyerPhone: string;
  amountFen: number;
  status: "pending" | "paid" | "shipped" | "signed" | "refunded";
  paidAt: string | null;
  shippedAt: string | null;
  signedAt: string | null;
}

const STATUS_COLOR: Record<OrderRow["status"], string> = {
  pending: "default",
  paid: "blue",
  shipped: "geekblue",
  signed: "green",
  refunded: "red",
};

const STATUS_LABEL: Record<OrderRow["status"], string> = {
  pending: "待支付",
  paid: "已支付",
  shipped: "已发货",
  signed: "已签收",
  refunded: "已退款",
};

const columns: ColumnsType<OrderRow> = [
  { title: "订单号", dataIndex: "orderNo", key: "orderNo", width: 200 },
  { title: "买家手机", dataIndex: "buyerPhone", key: "buyerPhone", render: (p: string) => maskPhone(p) },
  { title: "金额", dataIndex: "amountFen", key: "amountFen", align: "right", render: (f: number) => formatFen(f) },
  {
    title: "状态",
    dataIndex: "status",
    key: "status",
    render: (s: OrderRow["status"]) => <Tag color={STATUS_COLOR[s]}>{STATUS_LABEL[s]}</Tag>,
  },
  { title: "支付时间", dataIndex: "paidAt", key: "paidAt", render: (v: string | null) => formatDateTime(v) },
  {
    title: "发货时效",
    key: "shipLatency",
    render: (_: unknown, row: OrderRow) => formatDuration(elapsedMs(row.paidAt, row.shippedAt)),
  },
];

export function OrderTable({ rows, loading }: { rows: OrderRow[]; loading: boolean }) {
  return (
    <Table<OrderRow>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 50, showSizeChanger: false }}
    />
  );
}
