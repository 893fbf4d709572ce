import clsx from 'clsx';
import { BarChart3, FileText, LayoutDashboard, Settings, Users } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { useSidebar } from '../hooks/useSidebar';

const NAV = [
  { to: '/', label: '概览', icon: LayoutDashboard },
  { to: '/reports', label: '报表', icon: BarChart3 },
  { to: '/customers', label: '客户', icon: Users },
  { to: '/invoices', label: '发票', icon: FileText },
  { to: '/settings', label: '设置', icon: Settings },
];

export default function Sidebar() {
  const { collapsed } = useSidebar();

  return (
    <aside
      className={clsx(
        'fixed inset-y-0 left-0 z-30 flex flex-col border-r border-gray-200 bg-white transition-[width] duration-200',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className="flex h-16 items-center gap-2 px-4 font-semibold text-brand-600">
        <span className="text-xl">◆</span>
        {!collapsed && <span>Pulse</span>}
      </div>
      <nav className="flex-1 space-y-1 px-2">
        {NAV.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/'}
            title={collapsed ? label : undefined}
            className={({ isActive }) =>
              clsx(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm',
                isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-600 hover:bg-gray-100',
              )
            }
          >
            <Icon className="h-5 w-5 shrink-0" />
            {!collapsed && <span>{label}</span>}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
