import type { ReactNode } from "react";
import Link from "next/link";
import { CartButton } from "@/components/CartButton";
import { CartProvider } from "@/context/CartContext";
import "./globals.css";

export const metadata = {
  title: "shop-front",
  description: "雑貨のオンラインショップ",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>
        <CartProvider>
          <header className="site-header">
            <Link href="/" className="logo">
              shop-front
            </Link>
            <nav>
              <Link href="/products">商品一覧</Link>
            </nav>
            <CartButton />
          </header>
          <main>{children}</main>
        </CartProvider>
      </body>
    </html>
  );
}
