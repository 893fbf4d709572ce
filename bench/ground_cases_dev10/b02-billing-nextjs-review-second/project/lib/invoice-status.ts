// サーバー/クライアント両方から import するので Prisma には依存させないこと

export type InvoiceStatus = "draft" | "sent" | "paid" | "overdue";

export const INVOICE_STATUSES: InvoiceStatus[] = ["draft", "sent", "paid", "overdue"];

export function isInvoiceStatus(value: string | null | undefined): value is InvoiceStatus {
  return value != null && (INVOICE_STATUSES as string[]).includes(value);
}
