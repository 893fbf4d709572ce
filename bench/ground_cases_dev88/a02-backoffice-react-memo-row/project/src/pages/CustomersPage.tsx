import { useEffect, useState } from "react";
import { formatDistanceToNow, parseISO } from "date-fns";
import { fetchCustomers } from "../api/client";
import type { Customer } from "../api/types";

export function CustomersPage() {
  const [customers, setCustomers] = useState<Customer[]>([]);

  useEffect(() => {
    fetchCustomers().then(setCustomers);
  }, []);

  return (
    <table className="customers">
      <tbody>
        {customers.map((c) => (
          <tr key={c.id}>
            <td>{c.name}</td>
            <td>{c.email}</td>
            <td>{c.ordersCount}</td>
            <td>{formatDistanceToNow(parseISO(c.lastOrderAt), { addSuffix: true })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
