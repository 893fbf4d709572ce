import { keepPreviousData, useQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import type { Invoice } from "../types";

export function useInvoices(status?: string) {
  return useQuery({
    queryKey: ["invoices", status],
    queryFn: () => api.get<Invoice[]>("/invoices", { params: { status } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useMarkPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/invoices/${id}/paid`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["invoices"] }),
  });
}
