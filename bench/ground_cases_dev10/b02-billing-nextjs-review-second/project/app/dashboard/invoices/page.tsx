import { InvoiceTable } from "@/components/InvoiceTable";
import { isInvoiceStatus } from "@/lib/invoice-status";

export const metadata = {
  title: "請求書一覧 | Billing",
};

export default function InvoicesPage({
  searchParams,
}: {
  searchParams: { status?: string };
}) {
  const status = searchParams.status ?? null;

  return (
    <main className="mx-auto max-w-5xl p-6">
      <div className="mb-6 flex items-center justify-between">
        <h1 className="text-xl font-semibold">請求書</h1>
        <a href="/dashboard/invoices/new" className="btn btn-primary">
          新規作成
        </a>
      </div>
      <InvoiceTable initialStatus={isInvoiceStatus(status) ? status : undefined} />
    </main>
  );
}
