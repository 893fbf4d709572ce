export interface Invoice {
  id: string;
  number: string;
  customer: string;
  amountCents: number;
  status: "draft" | "open" | "paid" | "void";
  dueDate: string;
}

export class ApiError extends Error {
  constructor(message: string, public status: number) {
    super(message);
    this.name = "ApiError";
  }
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
    credentials: "include",
  });
  if (!res.ok) {
    throw new ApiError("Something went wrong", res.status);
  }
  return (await res.json()) as T;
}

export function searchInvoices(query: string, signal?: AbortSignal): Promise<Invoice[]> {
  return request<Invoice[]>(`/invoices?q=${encodeURIComponent(query)}`, { signal });
}

export function voidInvoice(id: string): Promise<Invoice> {
  return request<Invoice>(`/invoices/${id}/void`, { method: "POST" });
}
