export interface RotaConfig {
  /** default monthly cap when a member has not set one */
  maxPerMonth: number;
  /** roles that need someone who can read a full score */
  scoreRoles: string[];
  /** roles anybody can do */
  anyoneRoles: string[];
}

export const defaultConfig: RotaConfig = {
  maxPerMonth: 3,
  scoreRoles: ['譜めくり', 'ソロ'],
  anyoneRoles: ['受付', '片付け'],
};
