import type { Metadata } from "next";
import { Zen_Old_Mincho } from "next/font/google";
import { SiteHeader } from "@/components/SiteHeader";
import "./globals.css";

const mincho = Zen_Old_Mincho({ weight: ["400", "700"], subsets: ["latin"], display: "swap", preload: false });

export const metadata: Metadata = {
  title: { default: "喫茶ノート", template: "%s | 喫茶ノート" },
  description: "全国の純喫茶を歩いて記録するブログ",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja" className={mincho.className}>
      <body>
        <SiteHeader />
        <main>{children}</main>
        <footer className="site-footer">© 2025 喫茶ノート</footer>
      </body>
    </html>
  );
}
