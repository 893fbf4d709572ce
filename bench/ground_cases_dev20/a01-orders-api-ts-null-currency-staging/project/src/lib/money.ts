// Amounts are stored as integer cents everywhere. Only format at the edge.

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, "0");
  return `${sign}${whole}.${frac}`;
}

export function sumCents(values: number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}

export function applyPercent(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

export function parseCents(input: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!m) {
    throw new Error(`not an amount: ${input}`);
  }
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

export function isZero(cents: number): boolean {
  return cents === 0;
}
