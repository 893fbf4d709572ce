import type { Metadata } from "next";
import { Inter } from "next/font/google";

import { Footer } from "@/components/Footer";
import { Header } from "@/components/Header";

import "./globals.css";

const inter = Inter({ subsets: ["latin"], variable: "--font-inter" });

export const metadata: Metadata = {
  title: {
    default: "Northwind Analytics",
    template: "%s | Northwind Analytics",
  },
  description: "Dashboards your finance team will actually open.",
  metadataBase: new URL("https://northwind.example"),
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4">
          Skip to content
        </a>
        <Header />
        <main id="content" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}
