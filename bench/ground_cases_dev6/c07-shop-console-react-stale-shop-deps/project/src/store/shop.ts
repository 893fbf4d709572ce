import { create } from "zustand";
import { persist } from "zustand/middleware";

interface ShopState {
  currentShopId: number | null;
  setShop: (id: number) => void;
}

export const useShopStore = create<ShopState>()(
  persist(
    (set) => ({
      currentShopId: null,
      setShop: (id) => set({ currentShopId: id }),
    }),
    { name: "current-shop" },
  ),
);
