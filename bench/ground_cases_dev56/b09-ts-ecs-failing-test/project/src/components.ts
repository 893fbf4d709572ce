export interface Health {
  current: number;
  max: number;
}

export interface PendingDamage {
  amounts: number[];
}

export interface Armor {
  flat: number;
}

export interface Regen {
  perSecond: number;
  delay: number;
  sinceHit: number;
}

export const C = {
  Health: "health",
  PendingDamage: "pendingDamage",
  Armor: "armor",
  Regen: "regen",
  Position: "position",
  Enemy: "enemy",
} as const;
