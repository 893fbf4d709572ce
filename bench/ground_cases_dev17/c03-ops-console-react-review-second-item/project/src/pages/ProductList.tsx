import { useEffect, useState } from "react";

import { Modal } from "../components/Modal";
import { useToast } from "../components/Toast";
import { useDebounce } from "../hooks/useDebounce";
import { fetchProducts, updateProduct, type Product } from "../api/products";
import { formatPrice, formatStock, statusLabel, truncate } from "../utils/format";

export default function ProductList() {
  const [query, setQuery] = useState("");
  const [rows, setRows] = useState<Product[]>([]);
  const [editing, setEditing] = useState<Product | null>(null);
  const debouncedQuery = useDebounce(query, 300);
  const toast = useToast();

  useEffect(() => {
    let cancelled = false;
    fetchProducts({ q: debouncedQuery }).then((data) => {
      if (!cancelled) setRows(data);
    });
    return () => {
      cancelled = true;
    };
  }, [debouncedQuery]);

  async function save(p: Product) {
    await updateProduct(p);
    toast.success("保存成功");
    setEditing(null);
  }

  return (
    <div>
      <input placeholder="搜索商品名 / SKU" value={query} onChange={(e) => setQuery(e.target.value)} />
      <table>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id} onClick={() => setEditing(p)}>
              <td>{truncate(p.name)}</td>
              <td>{formatPrice(p.priceCents)}</td>
              <td>{formatStock(p.stock)}</td>
              <td>{statusLabel(p.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Modal open={editing !== null} title="编辑商品" onClose={() => setEditing(null)}
        footer={<button onClick={() => editing && save(editing)}>保存</button>}>
        {editing && <p>{editing.name}</p>}
      </Modal>
    </div>
  );
}
