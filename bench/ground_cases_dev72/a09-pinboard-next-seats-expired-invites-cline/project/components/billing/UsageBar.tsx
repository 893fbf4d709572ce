import { formatBytes, percentUsed } from '@/lib/usage';

interface Props {
  label: string;
  used: number;
  limit: number | null;
}

export function UsageBar({ label, used, limit }: Props) {
  const pct = percentUsed(used, limit);
  const tone = pct >= 90 ? 'bg-red-500' : pct >= 75 ? 'bg-amber-500' : 'bg-emerald-500';
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-gray-500">
          {formatBytes(used)} {limit === null ? '(unlimited)' : `of ${formatBytes(limit)}`}
        </span>
      </div>
      <div className="h-2 rounded bg-gray-100">
        <div className={`h-2 rounded ${tone}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
