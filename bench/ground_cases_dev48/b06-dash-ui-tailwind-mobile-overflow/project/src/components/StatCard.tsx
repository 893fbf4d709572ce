import clsx from "clsx";
import { TrendingDown, TrendingUp } from "lucide-react";

type Props = {
  label: string;
  value: number;
  unit?: string;
  change?: number;
  /** 小数の桁数（CVR などは 1） */
  fractionDigits?: number;
};

export function StatCard({ label, value, unit, change, fractionDigits = 0 }: Props) {
  const up = (change ?? 0) >= 0;
  const formatted = new Intl.NumberFormat("ja-JP", {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">
        {formatted}
        {unit && <span className="ml-1 text-base font-normal text-slate-500">{unit}</span>}
      </p>
      {change !== undefined && (
        <p className={clsx("mt-2 flex items-center gap-1 text-xs", up ? "text-emerald-600" : "text-red-600")}>
          {up ? <TrendingUp className="h-4 w-4" /> : <TrendingDown className="h-4 w-4" />}
          {up ? "+" : ""}
          {change.toFixed(1)}% 前週比
        </p>
      )}
    </div>
  );
}
