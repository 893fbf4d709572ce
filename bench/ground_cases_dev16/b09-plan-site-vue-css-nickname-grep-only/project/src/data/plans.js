export const plans = [
  {
    id: "starter",
    name: "スターター",
    monthly: 0,
    features: { users: "3人まで", storage: "1GB", gantt: false, sso: false, support: "メール" },
  },
  {
    id: "team",
    name: "チーム",
    monthly: 9800,
    recommended: true,
    features: { users: "30人まで", storage: "100GB", gantt: true, sso: false, support: "メール・チャット" },
  },
  {
    id: "business",
    name: "ビジネス",
    monthly: 29800,
    features: { users: "無制限", storage: "1TB", gantt: true, sso: true, support: "専任担当" },
  },
];

export const features = [
  { key: "users", label: "ユーザー数" },
  { key: "storage", label: "ストレージ" },
  { key: "gantt", label: "ガントチャート" },
  { key: "sso", label: "SAML SSO" },
  { key: "support", label: "サポート" },
];

export const highlights = [
  { title: "タスク管理", body: "カンバンとリストを切り替えて使えます。", icon: "/icons/task.svg" },
  { title: "ファイル共有", body: "タスクにファイルを添付してそのまま共有。", icon: "/icons/file.svg" },
  { title: "モバイルアプリ", body: "iOS / Android アプリで外出先からも。", icon: "/icons/mobile.svg" },
];
