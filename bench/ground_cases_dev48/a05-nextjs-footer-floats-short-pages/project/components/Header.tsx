import Link from "next/link";

const NAV = [
  { href: "/product", label: "Product" },
  { href: "/pricing", label: "Pricing" },
  { href: "/customers", label: "Customers" },
  { href: "/contact", label: "Contact" },
];

export function Header() {
  return (
    <header className="border-b border-slate-200 bg-white/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href="/" className="text-lg font-bold text-brand-700">
          Northwind
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-6 text-sm font-medium text-slate-700">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="hover:text-brand-600">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link href="/signup" className="btn-primary hidden sm:inline-flex">
          Start free trial
        </Link>
      </div>
    </header>
  );
}
