import { Select, Table } from "antd";
import { useState } from "react";
import { useOrders } from "../hooks/useOrders";

const STATUS_OPTIONS = [
  { value: "", label: "全部" },
  { value: "pending", label: "待付款" },
  { value: "paid", label: "待发货" },
  { value: "shipped", label: "已发货" },
  { value: "done", label: "已完成" },
];

export default function OrderList() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState("");
  const { items, total, loading } = useOrders(page, status);

  return (
    <>
      <Select
        style={{ width: 160, marginBottom: 16 }}
        value={status}
        options={STATUS_OPTIONS}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <Table
        rowKey="id"
        loading={loading}
        dataSource={items}
        pagination={{ current: page, total, pageSize: 20, onChange: setPage }}
        columns={[
          { title: "订单号", dataIndex: "orderNo" },
          { title: "金额", dataIndex: "amount", render: (v: number) => `¥${v.toFixed(2)}` },
          { title: "状态", dataIndex: "status" },
          { title: "下单时间", dataIndex: "createdAt" },
        ]}
      />
    </>
  );
}
