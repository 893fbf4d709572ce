import { Select } from "antd";
import { useShopList } from "../hooks/useShopList";

export default function ShopSwitcher() {
  const { shops, currentShopId, setShop } = useShopList();
  return (
    <Select
      style={{ width: 200 }}
      placeholder="选择店铺"
      value={currentShopId ?? undefined}
      options={shops.map((s) => ({ value: s.id, label: s.name }))}
      onChange={(id: number) => setShop(id)}
    />
  );
}
