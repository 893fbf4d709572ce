import { ageOn } from "../lib/age.js";

export type Category = "U-8" | "U-10" | "U-12" | "U-15" | "一般";

// 満年齢が limit 未満ならそのカテゴリ
const LIMITS: Array<[number, Category]> = [
  [8, "U-8"],
  [10, "U-10"],
  [12, "U-12"],
  [15, "U-15"],
];

export function categoryFor(birth: Date, on: Date): Category {
  const age = ageOn(birth, on);
  for (const [limit, category] of LIMITS) {
    if (age < limit) return category;
  }
  return "一般";
}

export function canEnter(tournamentCategory: Category, birth: Date, on: Date): boolean {
  // 下のカテゴリの子が上に出るのは OK、上の子が下に出るのは NG
  const order: Category[] = ["U-8", "U-10", "U-12", "U-15", "一般"];
  return order.indexOf(categoryFor(birth, on)) <= order.indexOf(tournamentCategory);
}
