import type { ReactNode } from "react";

export const metadata = {
  title: "花火大会ガイド",
  description: "全国の花火大会の日程と見どころ",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
