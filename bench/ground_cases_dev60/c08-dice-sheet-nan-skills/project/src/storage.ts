import type { Sheet } from './types';

const KEY = 'doudou-dice:sheets';

export function loadSheets(): Sheet[] {
  const raw = localStorage.getItem(KEY);
  if (!raw) return [];
  try {
    return (JSON.parse(raw) as Sheet[]).map(upgrade);
  } catch {
    console.warn('broken sheet data, starting fresh');
    return [];
  }
}

export function saveSheets(sheets: Sheet[]): void {
  localStorage.setItem(KEY, JSON.stringify(sheets));
}

// Older exports have no hp.temp and call the proficiency bonus profBonus (or have none).
type LegacySheet = Sheet & { profBonus?: number };

function upgrade(old: LegacySheet): Sheet {
  const { profBonus, ...sheet } = old;
  const hp = { temp: 0, ...sheet.hp };
  const proficiencyBonus = sheet.proficiencyBonus ?? profBonus ?? 2 + Math.floor((sheet.level - 1) / 4);
  return { ...sheet, hp, proficiencyBonus };
}

export function exportSheet(sheet: Sheet): string {
  return JSON.stringify(sheet, null, 2);
}

export function importSheet(text: string): Sheet {
  const parsed = JSON.parse(text) as LegacySheet;
  if (!parsed.name || !parsed.abilities) throw new Error('这不是角色卡文件');
  return upgrade(parsed);
}
