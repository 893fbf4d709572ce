const ERAS: Record<string, number> = { 令和: 2018, 平成: 1988, 昭和: 1925 };

export function parseJapaneseDate(input: string): Date | null {
  const era = input.match(/^(令和|平成|昭和)(\d+|元)年(\d+)月(\d+)日/);
  if (era) {
    const year = ERAS[era[1]] + (era[2] === "元" ? 1 : Number(era[2]));
    return new Date(year, Number(era[3]) - 1, Number(era[4]));
  }
  const iso = input.match(/^(\d{4})年(\d+)月(\d+)日/);
  if (iso) {
    return new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  }
  return null;
}
