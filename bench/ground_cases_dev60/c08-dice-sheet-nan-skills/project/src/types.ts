export type Ability = 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha';

export type Abilities = Record<Ability, number>;

export type Proficiency = 'none' | 'proficient' | 'expertise';

export interface Sheet {
  id: string;
  name: string;
  className: string;
  level: number;
  abilities: Abilities;
  proficiencyBonus: number;
  saves: Ability[];
  skills: Record<string, Proficiency>;
  hp: { current: number; max: number; temp: number };
  notes: string;
}

export const SKILL_ABILITY: Record<string, Ability> = {
  运动: 'str',
  体操: 'dex',
  巧手: 'dex',
  隐匿: 'dex',
  奥秘: 'int',
  历史: 'int',
  调查: 'int',
  察觉: 'wis',
  洞悉: 'wis',
  医药: 'wis',
  欺瞒: 'cha',
  说服: 'cha',
};

export function modifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}
