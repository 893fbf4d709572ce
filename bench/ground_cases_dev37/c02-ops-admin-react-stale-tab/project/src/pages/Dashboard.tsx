import { useEffect, useState } from "react";
import { Card, Col, Radio, Row, Statistic } from "antd";
import { getJSON } from "../api/client";

type Range = "today" | "7d" | "30d";

interface Stats {
  orders: number;
  gmvCents: number;
  refunds: number;
  newCustomers: number;
}

function fetchStats(range: Range): Promise<Stats> {
  return getJSON<Stats>("/dashboard/stats", { range });
}

export default function Dashboard() {
  const [range, setRange] = useState<Range>("today");
  const [stats, setStats] = useState<Stats | null>(null);

  useEffect(() => {
    fetchStats(range).then(setStats);
  }, [range]);

  return (
    <div>
      <Radio.Group value={range} onChange={(e) => setRange(e.target.value)} style={{ marginBottom: 16 }}>
        <Radio.Button value="today">今日</Radio.Button>
        <Radio.Button value="7d">近 7 天</Radio.Button>
        <Radio.Button value="30d">近 30 天</Radio.Button>
      </Radio.Group>
      <Row gutter={16}>
        <Col span={6}><Card><Statistic title="订单数" value={stats?.orders ?? "-"} /></Card></Col>
        <Col span={6}><Card><Statistic title="GMV" prefix="¥" value={stats ? (stats.gmvCents / 100).toFixed(2) : "-"} /></Card></Col>
        <Col span={6}><Card><Statistic title="退款" value={stats?.refunds ?? "-"} /></Card></Col>
        <Col span={6}><Card><Statistic title="新客户" value={stats?.newCustomers ?? "-"} /></Card></Col>
      </Row>
    </div>
  );
}
