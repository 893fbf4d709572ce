export const config = {
  clinicName: process.env.CLINIC_NAME ?? "はなみずき歯科クリニック",
  clinicPhone: process.env.CLINIC_PHONE ?? "03-5555-0123",
  channelAccessToken: process.env.LINE_CHANNEL_ACCESS_TOKEN ?? "",
  channelSecret: process.env.LINE_CHANNEL_SECRET ?? "",
  databaseUrl: process.env.DATABASE_URL ?? "postgres://localhost/hanamizuki",
  // 当日リマインドを送る範囲（予約の何時間前から）
  sameDayWindowHours: 12,
};
