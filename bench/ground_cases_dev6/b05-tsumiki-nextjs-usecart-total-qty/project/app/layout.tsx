import type { ReactNode } from "react";

export const metadata = { title: "つみき商店" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
