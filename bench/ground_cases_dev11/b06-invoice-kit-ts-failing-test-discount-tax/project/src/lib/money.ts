export type Yen = number;

export type Rounding = "floor" | "round" | "ceil";

/** Round a yen amount to an integer. Consumption tax is floored unless the contract says otherwise. */
export function roundYen(amount: number, mode: Rounding = "floor"): Yen {
  // get rid of 0.1 + 0.2 style artefacts before rounding (1078.0000000001 -> 1078)
  const fixed = Math.round(amount * 1000) / 1000;
  switch (mode) {
    case "floor":
      return Math.floor(fixed);
    case "ceil":
      return Math.ceil(fixed);
    default:
      return Math.round(fixed);
  }
}

export function formatYen(amount: Yen): string {
  return "¥" + amount.toLocaleString("ja-JP");
}

export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
