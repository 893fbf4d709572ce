/**
 * 基準日 on 時点の満年齢。誕生日当日に 1 つ年を取る扱い。
 */
export function ageOn(birth: Date, on: Date): number {
  let age = on.getFullYear() - birth.getFullYear();
  const monthDiff = on.getMonth() - birth.getMonth();
  if (monthDiff < 0 || (monthDiff === 0 && on.getDate() <= birth.getDate())) {
    age -= 1;
  }
  return age;
}

/** 保護者の同意が不要か (18 歳以上) */
export function isAdult(birth: Date, on: Date): boolean {
  return ageOn(birth, on) >= 18;
}
