import { useState } from "react";
import { adjustQty } from "../api";
import { useItems } from "../hooks/useItems";
import { SearchBox } from "./SearchBox";

const WAREHOUSES = ["", "SH-01", "SZ-02", "CD-01"];

export function ItemList() {
  const [q, setQ] = useState("");
  const [warehouse, setWarehouse] = useState("");
  const [lowStock, setLowStock] = useState(false);
  const { items, loading, error, setItems } = useItems({ q, warehouse, lowStock });

  async function bump(id: number, delta: number) {
    const updated = await adjustQty(id, delta);
    setItems((prev) => prev.map((it) => (it.id === id ? updated : it)));
  }

  return (
    <section>
      <div className="toolbar">
        <SearchBox value={q} onChange={setQ} />
        <select value={warehouse} onChange={(e) => setWarehouse(e.target.value)}>
          {WAREHOUSES.map((w) => (
            <option key={w} value={w}>
              {w || "全部仓库"}
            </option>
          ))}
        </select>
        <label className="low-stock">
          <input type="checkbox" checked={lowStock} onChange={(e) => setLowStock(e.target.checked)} />
          只看低库存
        </label>
      </div>
      {error && <p className="error">{error}</p>}
      {loading && <p>加载中…</p>}
      <div style={{ overflowX: "auto", WebkitOverflowScrolling: "touch" }}>
      <table>
        <thead>
          <tr>
            <th>SKU</th>
            <th>名称</th>
            <th>仓库</th>
            <th>库存</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {items.map((it) => (
            <tr key={it.id} className={it.qty <= it.reorderAt ? "low" : undefined}>
              <td>{it.sku}</td>
              <td>{it.name}</td>
              <td>{it.warehouse}</td>
              <td>{it.qty}</td>
              <td>
                <button onClick={() => bump(it.id, 1)}>+1</button>
                <button onClick={() => bump(it.id, -1)}>-1</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </section>
  );
}
