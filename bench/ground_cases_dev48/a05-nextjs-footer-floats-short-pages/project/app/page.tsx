import Link from "next/link";

export default function HomePage() {
  return (
    <section className="py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Dashboards your finance team will actually open</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
        Connect your ERP in an afternoon. Month-end numbers the morning after close.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link href="/signup" className="btn-primary">
          Start free trial
        </Link>
        <Link href="/pricing" className="btn-secondary">
          See pricing
        </Link>
      </div>
    </section>
  );
}
