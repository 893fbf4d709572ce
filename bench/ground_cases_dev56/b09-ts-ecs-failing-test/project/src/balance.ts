import balance from "../data/balance.json";

export interface EnemyStats {
  hp: number;
  armor: number;
  speed: number;
  regen?: number;
}

export const ENEMIES: Record<string, EnemyStats> = balance.enemies;
export const MIN_DAMAGE: number = balance.minDamage;

export function statsFor(kind: string): EnemyStats {
  const stats = ENEMIES[kind];
  if (!stats) throw new Error(`unknown enemy kind: ${kind}`);
  return stats;
}
