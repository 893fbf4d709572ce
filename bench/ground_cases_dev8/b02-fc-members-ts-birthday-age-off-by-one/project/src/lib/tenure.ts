/**
 * 在籍年数 (入会日から基準日までの満年数)。表彰 (5 年・10 年) に使う。
 */
export function yearsOfMembership(joined: Date, on: Date): number {
  let years = on.getFullYear() - joined.getFullYear();
  const monthDiff = on.getMonth() - joined.getMonth();
  if (monthDiff < 0 || (monthDiff === 0 && on.getDate() < joined.getDate())) {
    years -= 1;
  }
  return Math.max(0, years);
}

export function isAnniversary(joined: Date, on: Date): boolean {
  return on.getMonth() === joined.getMonth() && on.getDate() === joined.getDate();
}
