import { formatMoney } from '@/lib/format';
import { annualPrice, type Plan } from '@/lib/plans';

interface Props {
  plan: Plan;
  interval: 'month' | 'year';
  current: boolean;
  onSelect: (plan: Plan) => void;
}

export function PlanCard({ plan, interval, current, onSelect }: Props) {
  const price = interval === 'year' ? annualPrice(plan) : plan.monthly;

  return (
    <div className={current ? 'rounded-lg border-2 border-blue-500 p-4' : 'rounded-lg border p-4'}>
      <h3 className="text-lg font-semibold">{plan.name}</h3>
      <p className="mt-1 text-2xl">
        {formatMoney(price)}
        <span className="text-sm text-gray-500"> / seat / {interval === 'year' ? 'year' : 'month'}</span>
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {plan.highlights.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <button type="button" disabled={current} className="mt-4 w-full rounded bg-blue-600 py-2 text-white disabled:bg-gray-300" onClick={() => onSelect(plan)}>
        {current ? 'Current plan' : `Upgrade to ${plan.name}`}
      </button>
    </div>
  );
}
