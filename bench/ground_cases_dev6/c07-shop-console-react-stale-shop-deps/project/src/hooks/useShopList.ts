import { useEffect, useState } from "react";
import { fetchMyShops, type Shop } from "../api/shops";
import { useShopStore } from "../store/shop";

export function useShopList() {
  const [shops, setShops] = useState<Shop[]>([]);
  const { currentShopId, setShop } = useShopStore();

  async function load() {
    const list = await fetchMyShops();
    setShops(list);
    if (!currentShopId && list.length > 0) setShop(list[0].id);
  }

  useEffect(() => {
    load();
  }, []);

  return { shops, currentShopId, setShop };
}
