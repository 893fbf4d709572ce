import { roll } from './dice.js';

export function isCrit(result) {
  return result.total >= 20;
}

export function isFumble(result) {
  return result.dice[0] === 1;
}

export function attackRoll(bonus, rng = Math.random, mode = 'normal') {
  const sign = bonus >= 0 ? '+' : '-';
  const first = roll(`1d20${sign}${Math.abs(bonus)}`, rng);
  if (mode === 'normal') return { ...first, crit: isCrit(first), fumble: isFumble(first) };
  const second = roll(`1d20${sign}${Math.abs(bonus)}`, rng);
  const better = second.total > first.total ? second : first;
  const worse = better === first ? second : first;
  const result = { ...(mode === 'advantage' ? better : worse), dice: [...first.dice, ...second.dice] };
  result.dice = mode === 'advantage' ? [Math.max(...result.dice), Math.min(...result.dice)] : [Math.min(...result.dice), Math.max(...result.dice)];
  return { ...result, mode, crit: isCrit(result), fumble: isFumble(result) };
}

export function damageRoll(expr, crit, rng = Math.random) {
  const result = roll(expr, rng);
  if (!crit) return result;
  // crits double the dice, not the modifier
  const extra = roll(expr.replace(/[+-]\s*\d+\s*$/, ''), rng);
  return { ...result, dice: [...result.dice, ...extra.dice], total: result.total + extra.total };
}

export function describe(result) {
  const dice = result.dice.join(', ');
  const mod = result.modifier ? ` ${result.modifier > 0 ? '+' : '-'} ${Math.abs(result.modifier)}` : '';
  return `[${dice}]${mod} = ${result.total}`;
}
