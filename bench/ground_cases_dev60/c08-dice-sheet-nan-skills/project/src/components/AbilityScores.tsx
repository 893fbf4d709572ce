import type { Ability, Sheet } from '../types';
import { modifier, signed } from '../types';

const LABELS: Record<Ability, string> = {
  str: '力量',
  dex: '敏捷',
  con: '体质',
  int: '智力',
  wis: '感知',
  cha: '魅力',
};

export function AbilityScores({ sheet }: { sheet: Sheet }) {
  return (
    <section className="abilities">
      {(Object.keys(LABELS) as Ability[]).map((a) => {
        const mod = modifier(sheet.abilities[a]);
        const save = mod + (sheet.saves.includes(a) ? sheet.proficiencyBonus : 0);
        return (
          <div key={a} className="ability">
            <span className="label">{LABELS[a]}</span>
            <span className="score">{sheet.abilities[a]}</span>
            <span className="mod">{signed(mod)}</span>
            <span className="save" title="豁免">
              豁免 {signed(save)}
            </span>
          </div>
        );
      })}
    </section>
  );
}
