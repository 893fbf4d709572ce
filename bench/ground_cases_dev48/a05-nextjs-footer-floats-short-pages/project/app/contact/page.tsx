import type { Metadata } from "next";

export const metadata: Metadata = { title: "Contact" };

export default function ContactPage() {
  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold">Talk to us</h1>
      <p className="mt-4 text-slate-600">
        Sales: <a className="text-brand-600 underline" href="mailto:sales@northwind.example">sales@northwind.example</a>
      </p>
      <p className="mt-2 text-slate-600">
        Support: <a className="text-brand-600 underline" href="mailto:help@northwind.example">help@northwind.example</a>
      </p>
      <p className="mt-4 text-sm text-slate-500">We answer within one business day.</p>
      <address className="mt-8 not-italic text-sm text-slate-600">
        Northwind Analytics GmbH
        <br />
        Schanzenstraße 22
        <br />
        20357 Hamburg, Germany
      </address>
      <p className="mt-8">
        <a className="btn-secondary" href="https://cal.example/northwind/demo">
          Book a 30-minute demo
        </a>
      </p>
    </section>
  );
}
