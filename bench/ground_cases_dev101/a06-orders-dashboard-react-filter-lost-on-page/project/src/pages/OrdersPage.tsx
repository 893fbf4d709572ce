import { useSearchParams } from "react-router-dom";
import type { OrderStatus } from "../api/orders";
import { OrdersTable } from "../components/OrdersTable";
import { Pagination } from "../components/Pagination";
import { StatusFilter } from "../components/StatusFilter";
import { useOrders } from "../hooks/useOrders";

const PAGE_SIZE = 25;
const STATUSES: Array<OrderStatus | "all"> = ["all", "pending", "paid", "shipped", "refunded"];

function readStatus(params: URLSearchParams): OrderStatus | "all" {
  const raw = params.get("status");
  return STATUSES.includes(raw as OrderStatus) ? (raw as OrderStatus) : "all";
}

function readPage(params: URLSearchParams): number {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams);
  const page = readPage(searchParams);
  const search = searchParams.get("q") ?? "";

  const { data, isFetching, error } = useOrders({ status, page, pageSize: PAGE_SIZE, search });

  function handleStatusChange(next: OrderStatus | "all") {
    const params = new URLSearchParams(searchParams);
    if (next === "all") params.delete("status");
    else params.set("status", next);
    params.set("page", "1");
    setSearchParams(params);
  }

  function handleSearch(q: string) {
    const params = new URLSearchParams(searchParams);
    if (q.trim()) params.set("q", q.trim());
    else params.delete("q");
    params.set("page", "1");
    setSearchParams(params);
  }

  function goToPage(next: number) {
    setSearchParams({ page: String(next) });
  }

  return (
    <section className="orders-page">
      <header className="orders-page__toolbar">
        <h1>Orders</h1>
        <StatusFilter value={status} options={STATUSES} onChange={handleStatusChange} />
        <input
          type="search"
          placeholder="Order number or customer"
          defaultValue={search}
          onKeyDown={(e) => e.key === "Enter" && handleSearch(e.currentTarget.value)}
        />
      </header>
      {error ? <p role="alert">Could not load orders: {error.message}</p> : null}
      <OrdersTable orders={data?.items ?? []} loading={isFetching} />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPageChange={goToPage} />
    </section>
  );
}
