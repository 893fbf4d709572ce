import type { City } from "@/data/cities";

export interface CityGroup {
  letter: string;
  cities: City[];
}

const collator = new Intl.Collator("zh-CN-u-co-pinyin");

// First character (in pinyin order) of each initial letter; no I, U, V in pinyin.
const BOUNDARIES: [string, string][] = [
  ["A", "阿"], ["B", "八"], ["C", "嚓"], ["D", "哒"], ["E", "妸"], ["F", "发"], ["G", "旮"],
  ["H", "哈"], ["J", "丌"], ["K", "咔"], ["L", "垃"], ["M", "妈"], ["N", "拏"], ["O", "噢"],
  ["P", "妑"], ["Q", "七"], ["R", "呥"], ["S", "仨"], ["T", "他"], ["W", "屲"], ["X", "夕"],
  ["Y", "丫"], ["Z", "帀"],
];

export function letterOf(name: string): string {
  const first = name.charAt(0);
  if (/[A-Za-z]/.test(first)) return first.toUpperCase();
  let letter = "#";
  for (const [l, boundary] of BOUNDARIES) {
    if (collator.compare(first, boundary) >= 0) letter = l;
    else break;
  }
  return letter;
}

export function groupCities(cities: City[]): CityGroup[] {
  const sorted = [...cities].sort((a, b) => collator.compare(a.name, b.name));
  const groups: CityGroup[] = [];
  for (const city of sorted) {
    const letter = letterOf(city.name);
    let group = groups.find((g) => g.letter === letter);
    if (!group) {
      group = { letter, cities: [] };
      groups.push(group);
    }
    group.cities.push(city);
  }
  return groups;
}
