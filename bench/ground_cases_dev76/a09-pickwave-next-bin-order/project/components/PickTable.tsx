import styles from './PickTable.module.css';
import type { PickLine } from '../lib/picklist';

interface Props {
  orderNumber: string;
  lines: PickLine[];
}

export function PickTable({ orderNumber, lines }: Props) {
  const total = lines.reduce((sum, l) => sum + l.qty, 0);
  return (
    <section className={styles.order}>
      <h2 className={styles.orderNumber}>
        Order {orderNumber} · {lines[0]?.carrier}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Bin</th>
            <th>SKU</th>
            <th>Item</th>
            <th>Qty</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.sku}-${l.bin}`}>
              <td className={styles.bin}>{l.bin}</td>
              <td>{l.sku}</td>
              <td>{l.name}</td>
              <td className={styles.qty}>{l.qty}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>Total</td>
            <td className={styles.qty}>{total}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
