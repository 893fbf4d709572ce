// Dice expressions like "1d20+5", "2d6+1d4+3", "4d6kh3".

export interface RollResult {
  expr: string;
  rolls: number[][];
  modifier: number;
  total: number;
}

const TERM = /^(\d*)d(\d+)(kh\d+)?$/i;

export function rollDie(sides: number, rng: () => number = Math.random): number {
  return 1 + Math.floor(rng() * sides);
}

export function roll(expr: string, rng: () => number = Math.random): RollResult {
  const clean = expr.replace(/\s+/g, '').toLowerCase();
  const terms = clean.match(/[+-]?[^+-]+/g) ?? [];
  const rolls: number[][] = [];
  let modifier = 0;
  let total = 0;
  for (const raw of terms) {
    const sign = raw.startsWith('-') ? -1 : 1;
    const term = raw.replace(/^[+-]/, '');
    const m = TERM.exec(term);
    if (m) {
      const count = Number(m[1] || 1);
      const sides = Number(m[2]);
      let dice = Array.from({ length: count }, () => rollDie(sides, rng));
      if (m[3]) {
        const keep = Number(m[3].slice(2));
        dice = [...dice].sort((a, b) => b - a).slice(0, keep);
      }
      rolls.push(dice);
      total += sign * dice.reduce((a, b) => a + b, 0);
    } else if (/^\d+$/.test(term)) {
      modifier += sign * Number(term);
      total += sign * Number(term);
    } else {
      throw new Error(`看不懂这个骰子：${expr}`);
    }
  }
  return { expr, rolls, modifier, total };
}
