const yenFmt = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

/** 1200 → "￥1,200" */
export function yen(amount: number): string {
  return yenFmt.format(amount);
}

/** 受け取り時刻 "18:30" を「18時30分頃」に */
export function pickupLabel(hhmm: string): string {
  const [h, m] = hhmm.split(":");
  return `${Number(h)}時${m === "00" ? "" : `${Number(m)}分`}頃`;
}

/** 受け取り時刻の選択肢（営業 17:00〜22:00、15分刻み、今から30分後以降） */
export function pickupSlots(now: Date): string[] {
  const slots: string[] = [];
  const earliest = now.getHours() * 60 + now.getMinutes() + 30;
  for (let t = 17 * 60; t <= 22 * 60; t += 15) {
    if (t < earliest) continue;
    const h = String(Math.floor(t / 60)).padStart(2, "0");
    const m = String(t % 60).padStart(2, "0");
    slots.push(`${h}:${m}`);
  }
  return slots;
}

/** 電話番号を「090-1234-5678」形式に（ハイフンなし入力対策） */
export function formatPhone(raw: string): string {
  const d = raw.replace(/[^0-9]/g, "");
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}`;
  return raw;
}
