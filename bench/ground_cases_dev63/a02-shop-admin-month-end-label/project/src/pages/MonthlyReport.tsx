import { useEffect, useState } from "react";
import { revenue, type RevenueSummary } from "../api/orders";
import { ReportHeader } from "../components/ReportHeader";
import { monthRange, previousMonth, type DateRange } from "../lib/dateRange";
import { changeRatio, formatCount, formatYen } from "../lib/format";

export function MonthlyReport() {
  const [range, setRange] = useState<DateRange>(() => monthRange(new Date()));
  const [summary, setSummary] = useState<RevenueSummary | null>(null);
  const [previous, setPrevious] = useState<RevenueSummary | null>(null);

  useEffect(() => {
    revenue(range).then(setSummary);
    revenue(previousMonth(range)).then(setPrevious);
  }, [range]);

  if (!summary) return <p>Loading…</p>;
  const change = previous ? changeRatio(summary.net, previous.net) : 0;

  return (
    <main>
      <ReportHeader
        range={range}
        net={summary.net}
        change={change}
        onPrev={() => setRange(previousMonth(range))}
        onNext={() => setRange(monthRange(new Date(range.end.getTime() + 86_400_000)))}
      />
      <dl>
        <dt>Orders</dt>
        <dd>{formatCount(summary.orders)}</dd>
        <dt>Gross</dt>
        <dd>{formatYen(summary.gross)}</dd>
        <dt>Refunds</dt>
        <dd>{formatYen(summary.refunds)}</dd>
      </dl>
    </main>
  );
}
