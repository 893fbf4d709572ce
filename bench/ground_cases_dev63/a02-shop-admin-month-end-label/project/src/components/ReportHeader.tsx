import type { DateRange } from "../lib/dateRange";
import { formatDay, formatPercent, formatYen } from "../lib/format";

interface Props {
  range: DateRange;
  net: number;
  change: number;
  onPrev: () => void;
  onNext: () => void;
}

/** Screen-reader text for the period, e.g. "Report for Nov 1 to Nov 30". */
export function periodDescription(range: DateRange): string {
  return `Report for ${formatDay(range.start)} to ${formatDay(range.end)}`;
}

export function ReportHeader({ range, net, change, onPrev, onNext }: Props) {
  const label = `${formatDay(range.start)} – ${formatDay(range.end)}`;
  return (
    <header className="report-header">
      <button aria-label="Previous month" onClick={onPrev}>
        ‹
      </button>
      <h2 aria-label={periodDescription(range)}>{label}</h2>
      <button aria-label="Next month" onClick={onNext}>
        ›
      </button>
      <div className="report-header__net">
        <span className="amount">{formatYen(net)}</span>
        <span className={change >= 0 ? "up" : "down"}>{formatPercent(change)}</span>
      </div>
    </header>
  );
}
