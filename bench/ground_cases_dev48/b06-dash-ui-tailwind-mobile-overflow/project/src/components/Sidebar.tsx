import clsx from "clsx";
import { BarChart3, ChevronsLeft, ChevronsRight, Home, Package, Settings, Users } from "lucide-react";

type Props = {
  open: boolean;
  collapsed: boolean;
  onClose: () => void;
  onToggleCollapsed: () => void;
};

const NAV = [
  { href: "#/", label: "ダッシュボード", icon: Home },
  { href: "#/orders", label: "注文", icon: Package },
  { href: "#/customers", label: "顧客", icon: Users },
  { href: "#/reports", label: "レポート", icon: BarChart3 },
  { href: "#/settings", label: "設定", icon: Settings },
];

export function Sidebar({ open, collapsed, onClose, onToggleCollapsed }: Props) {
  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-black/40 md:hidden" onClick={onClose} aria-hidden="true" />}
      <aside
        className={clsx(
          "fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-slate-200 bg-white transition-[transform,width] duration-200 md:translate-x-0",
          open ? "translate-x-0" : "-translate-x-full",
          collapsed && "md:w-16",
        )}
      >
        <div className="flex h-14 items-center px-4 text-lg font-bold text-brand-600">Dash</div>
        <nav className="space-y-1 px-2">
          {NAV.map(({ href, label, icon: Icon }) => (
            <a
              key={href}
              href={href}
              className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50"
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span className={clsx(collapsed && "md:sr-only")}>{label}</span>
            </a>
          ))}
        </nav>
        <button
          type="button"
          onClick={onToggleCollapsed}
          className="mt-auto hidden items-center justify-center border-t border-slate-200 p-3 text-slate-500 hover:bg-slate-50 md:flex"
          aria-label={collapsed ? "サイドバーを開く" : "サイドバーを折りたたむ"}
          aria-expanded={!collapsed}
        >
          {collapsed ? <ChevronsRight className="h-5 w-5" /> : <ChevronsLeft className="h-5 w-5" />}
        </button>
      </aside>
    </>
  );
}
