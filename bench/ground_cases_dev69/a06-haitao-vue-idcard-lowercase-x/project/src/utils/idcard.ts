// Mainland China resident ID (居民身份证) numbers: 6-digit region code, 8-digit birth date,
// 3-digit sequence, 1 check character (0-9 or X) computed with ISO 7064 MOD 11-2.
import type { Check } from "./validators";

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = "10X98765432";

function birthDateOk(yyyymmdd: string): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date.getTime() <= Date.now()
  );
}

export function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

export const validateIdCard: Check = (v) => {
  const id = v.trim();
  if (!/^\d{17}[\dX]$/.test(id)) return "customs.errors.idNumber";
  if (!birthDateOk(id.slice(6, 14))) return "customs.errors.idNumber";
  return checkChar(id.slice(0, 17)) === id[17] ? null : "customs.errors.idNumber";
};
