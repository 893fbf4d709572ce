export interface Alert {
  severity: "critical" | "warning" | "info";
  title: string;
  summary: string;
  /** スタックトレースやクエリ結果など。長いことがある */
  details?: string;
  source: string;
  firedAt: string;
}

export interface Notifier {
  readonly name: string;
  send(alert: Alert): Promise<void>;
}
