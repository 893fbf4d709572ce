import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { fetchOrders } from "../api/client";
import type { Order } from "../api/types";
import { OrdersTable } from "../components/OrdersTable";

export function OrdersPage() {
  const [orders, setOrders] = useState<Order[]>([]);
  const navigate = useNavigate();

  useEffect(() => {
    fetchOrders({ limit: 2000 }).then(setOrders);
  }, []);

  return <OrdersTable orders={orders} onOpen={(id) => navigate(`/orders/${id}`)} />;
}
