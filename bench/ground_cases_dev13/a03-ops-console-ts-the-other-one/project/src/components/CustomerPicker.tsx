import { useEffect, useState } from "react";
import { apiGet } from "../api/client";

export interface CustomerSummary {
  id: string;
  name: string;
  openInvoices: number;
}

interface Props {
  value: string | null;
  onChange: (customerId: string) => void;
}

export function CustomerPicker({ value, onChange }: Props) {
  const [customers, setCustomers] = useState<CustomerSummary[]>([]);

  useEffect(() => {
    let alive = true;
    apiGet<CustomerSummary[]>("/customers?fields=id,name,openInvoices").then((list) => {
      if (alive) setCustomers(list);
    });
    return () => {
      alive = false;
    };
  }, []);

  return (
    <ul className="customer-picker" role="listbox">
      {customers.map((c) => (
        <li
          key={c.id}
          role="option"
          aria-selected={c.id === value}
          className={c.id === value ? "active" : undefined}
          onClick={() => onChange(c.id)}
        >
          {c.name}
          {c.openInvoices > 0 && <span className="badge">{c.openInvoices}</span>}
        </li>
      ))}
    </ul>
  );
}
