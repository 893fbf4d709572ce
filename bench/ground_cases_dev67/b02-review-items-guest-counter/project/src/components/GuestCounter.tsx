type Props = { value: number; onChange: (n: number) => void; max?: number };

export function GuestCounter({ value, onChange, max = 6 }: Props) {
  const dec = () => onChange(value - 1);
  const inc = () => onChange(Math.min(max, value + 1));

  return (
    <div className="guest-counter">
      <span>人数</span>
      <button type="button" onClick={dec} aria-label="減らす">
        −
      </button>
      <output>{value}</output>
      <button type="button" onClick={inc} aria-label="増やす">
        ＋
      </button>
    </div>
  );
}

export function guestLabel(n: number): string {
  if (n === 1) return "1名";
  return `${n}名`;
}

export function clampGuests(n: number, max = 6): number {
  if (Number.isNaN(n)) return 1;
  return Math.max(1, Math.min(max, n));
}

export const GUEST_PRESETS = [1, 2, 4];

export default GuestCounter;
