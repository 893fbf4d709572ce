import { useState } from 'react';
import Modal from '../components/Modal';
import StatCard from '../components/StatCard';

const STATS = [
  { label: '本月营收', value: '¥1,284,300', delta: 12.4, hint: '较上月' },
  { label: '新增客户', value: '328', delta: 4.1, hint: '较上月' },
  { label: '未结发票', value: '57', delta: -8.3, hint: '较上月' },
  { label: '平均回款天数', value: '23.6', delta: -2.0, hint: '越低越好' },
];

export default function Dashboard() {
  const [exportOpen, setExportOpen] = useState(false);

  return (
    <div className="space-y-8">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">概览</h1>
        <button
          type="button"
          onClick={() => setExportOpen(true)}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          导出报表
        </button>
      </div>

      <section className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-4">
        {STATS.map((s) => (
          <StatCard key={s.label} {...s} />
        ))}
      </section>

      <section className="rounded-xl border border-gray-200 bg-white p-6">
        <h2 className="mb-4 font-medium">营收趋势</h2>
        <div className="h-72 rounded-lg bg-gray-50" />
      </section>

      <Modal open={exportOpen} title="导出报表" onClose={() => setExportOpen(false)}>
        <p className="text-sm text-gray-600">选择时间范围后导出为 Excel。</p>
      </Modal>
    </div>
  );
}
