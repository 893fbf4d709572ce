// Dice expressions: NdM, NdMkhK (keep highest K), NdMdlK (drop lowest K), +/- modifier.
const EXPR = /^\s*(\d*)d(\d+)(?:(kh|dl)(\d+))?\s*([+-]\s*\d+)?\s*$/i;

export function rollDie(sides, rng = Math.random) {
  return 1 + Math.floor(rng() * sides);
}

export function parse(text) {
  const m = EXPR.exec(text);
  if (!m) throw new Error(`can't read "${text}"`);
  return {
    count: Number(m[1] || 1),
    sides: Number(m[2]),
    keep: m[3] ? { mode: m[3].toLowerCase(), n: Number(m[4]) } : null,
    modifier: m[5] ? Number(m[5].replace(/\s+/g, '')) : 0,
  };
}

export function roll(text, rng = Math.random) {
  const { count, sides, keep, modifier } = parse(text);
  const dice = Array.from({ length: count }, () => rollDie(sides, rng));
  let kept = dice;
  if (keep) {
    const sorted = [...dice].sort((a, b) => b - a);
    kept = keep.mode === 'kh' ? sorted.slice(0, keep.n) : sorted.slice(0, Math.max(0, count - keep.n));
  }
  const total = kept.reduce((a, b) => a + b, 0) + modifier;
  return { text, dice, kept, modifier, total };
}

export function rollStats(rng = Math.random) {
  return Array.from({ length: 6 }, () => roll('4d6dl1', rng).total);
}
