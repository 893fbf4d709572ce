import type { Abilities, Proficiency } from '../types';
import { SKILL_ABILITY, modifier, signed } from '../types';

interface SkillListProps {
  abilities: Abilities;
  skills: Record<string, Proficiency>;
  profBonus?: number;
}

const MARK: Record<Proficiency, string> = {
  none: '○',
  proficient: '●',
  expertise: '◆',
};

function skillTotal(abilities: Abilities, skill: string, prof: Proficiency, profBonus?: number): number {
  const mod = modifier(abilities[SKILL_ABILITY[skill]]);
  const factor = prof === 'expertise' ? 2 : prof === 'proficient' ? 1 : 0;
  return factor ? mod + factor * profBonus! : mod;
}

export function SkillList({ abilities, skills, profBonus }: SkillListProps) {
  return (
    <ul className="skills">
      {Object.keys(SKILL_ABILITY).map((skill) => {
        const prof = skills[skill] ?? 'none';
        return (
          <li key={skill} className={`skill ${prof}`}>
            <span className="mark">{MARK[prof]}</span>
            <span className="name">{skill}</span>
            <span className="total">{signed(skillTotal(abilities, skill, prof, profBonus))}</span>
          </li>
        );
      })}
    </ul>
  );
}
