export type Rounding = "floor" | "ceil" | "round";

export interface Config {
  /** 適格請求書発行事業者の登録番号 (T + 13桁) */
  registrationNumber: string;
  issuerName: string;
  issuerAddress: string;
  /** 消費税の端数処理。請求書1枚・税率ごとに1回だけ適用する */
  taxRounding: Rounding;
  timezone: string;
}

function env(name: string, fallback = ""): string {
  return process.env[name] ?? fallback;
}

export const config: Config = {
  registrationNumber: env("INVOICE_REGISTRATION_NUMBER", "T1234567890123"),
  issuerName: env("INVOICE_ISSUER_NAME", "株式会社サンプル"),
  issuerAddress: env("INVOICE_ISSUER_ADDRESS", "東京都千代田区丸の内1-1-1"),
  taxRounding: (env("INVOICE_TAX_ROUNDING", "floor") as Rounding),
  timezone: env("TZ", "Asia/Tokyo"),
};
