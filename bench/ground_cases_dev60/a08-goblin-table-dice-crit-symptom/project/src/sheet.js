// Character sheet maths (5e).
export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'];

export function modifier(score) {
  return Math.floor((score - 10) / 2);
}

export function proficiencyBonus(level) {
  return 2 + Math.floor((level - 1) / 4);
}

export function formatMod(n) {
  return n >= 0 ? `+${n}` : `${n}`;
}

export function attackBonus(character, weapon) {
  const ability = weapon.finesse
    ? Math.max(character.scores.str, character.scores.dex)
    : character.scores[weapon.ability ?? 'str'];
  return modifier(ability) + (weapon.proficient ? proficiencyBonus(character.level) : 0);
}

export function renderSheet(character) {
  const rows = ABILITIES.map(
    (a) => `<tr><th>${a.toUpperCase()}</th><td>${character.scores[a]}</td><td>${formatMod(modifier(character.scores[a]))}</td></tr>`,
  );
  return `<h2>${character.name}</h2><p>Level ${character.level} ${character.cls}</p><table>${rows.join('')}</table>`;
}

export function savingThrow(character, ability) {
  const proficient = (character.saves ?? []).includes(ability);
  return modifier(character.scores[ability]) + (proficient ? proficiencyBonus(character.level) : 0);
}

export function passivePerception(character) {
  const proficient = (character.skills ?? []).includes('perception');
  return 10 + modifier(character.scores.wis) + (proficient ? proficiencyBonus(character.level) : 0);
}
