import clsx from 'clsx';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';

type Props = {
  label: string;
  value: string;
  delta: number;
  hint?: string;
};

export default function StatCard({ label, value, delta, hint }: Props) {
  const up = delta >= 0;
  return (
    <div className="min-w-0 rounded-xl border border-gray-200 bg-white p-5">
      <p className="truncate text-sm text-gray-500">{label}</p>
      <p className="mt-2 text-2xl font-semibold tabular-nums">{value}</p>
      <p
        className={clsx(
          'mt-1 inline-flex items-center gap-1 text-xs font-medium',
          up ? 'text-emerald-600' : 'text-red-600',
        )}
      >
        {up ? <ArrowUpRight className="h-3.5 w-3.5" /> : <ArrowDownRight className="h-3.5 w-3.5" />}
        {Math.abs(delta).toFixed(1)}%
      </p>
      {hint && <p className="mt-3 text-xs text-gray-400">{hint}</p>}
    </div>
  );
}

export function StatCardSkeleton() {
  return <div className="h-[120px] animate-pulse rounded-xl bg-gray-100" />;
}
