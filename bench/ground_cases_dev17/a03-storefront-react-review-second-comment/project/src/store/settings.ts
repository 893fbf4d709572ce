import { create } from "zustand";
import { persist } from "zustand/middleware";

import type { Currency } from "../lib/money";

export interface Settings {
  locale: string;
  currency: Currency;
  showNetPrices: boolean;
  setLocale: (locale: string) => void;
  setCurrency: (currency: Currency) => void;
  toggleNetPrices: () => void;
}

function browserLocale(): string {
  if (typeof navigator !== "undefined" && navigator.language) {
    return navigator.language;
  }
  return "de-DE";
}

export const useSettings = create<Settings>()(
  persist(
    (set) => ({
      locale: browserLocale(),
      currency: "EUR",
      showNetPrices: false,
      setLocale: (locale) => set({ locale }),
      setCurrency: (currency) => set({ currency }),
      toggleNetPrices: () => set((s) => ({ showNetPrices: !s.showNetPrices })),
    }),
    { name: "storefront-settings" },
  ),
);
