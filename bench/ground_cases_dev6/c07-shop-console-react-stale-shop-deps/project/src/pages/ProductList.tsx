import { Input, Table, Tag } from "antd";
import { useState } from "react";
import { useProducts } from "../hooks/useProducts";

export default function ProductList() {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState("");
  const { items, total, loading } = useProducts(page, keyword);

  return (
    <>
      <Input.Search
        placeholder="搜索商品"
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(v) => {
          setKeyword(v);
          setPage(1);
        }}
      />
      <Table
        rowKey="id"
        loading={loading}
        dataSource={items}
        pagination={{ current: page, total, pageSize: 20, onChange: setPage }}
        columns={[
          { title: "商品", dataIndex: "title" },
          { title: "价格", dataIndex: "price", render: (v: number) => `¥${v.toFixed(2)}` },
          { title: "库存", dataIndex: "stock" },
          { title: "状态", dataIndex: "onSale", render: (v: boolean) => (v ? <Tag color="green">在售</Tag> : <Tag>下架</Tag>) },
        ]}
      />
    </>
  );
}
