import { Bell, PanelLeft, Search } from 'lucide-react';
import { useSidebar } from '../hooks/useSidebar';

export default function TopBar() {
  const { collapsed, toggle } = useSidebar();

  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-4 border-b border-gray-200 bg-white/90 px-6 backdrop-blur">
      <button
        type="button"
        onClick={toggle}
        aria-label={collapsed ? '展开侧边栏' : '收起侧边栏'}
        className="rounded-md p-2 text-gray-500 hover:bg-gray-100"
      >
        <PanelLeft className="h-5 w-5" />
      </button>

      <button type="button" aria-label="搜索" className="rounded-md p-2 text-gray-500 hover:bg-gray-100 md:hidden">
        <Search className="h-5 w-5" />
      </button>

      <label className="relative hidden w-80 items-center md:flex">
        <Search className="pointer-events-none absolute left-3 h-4 w-4 text-gray-400" />
        <input
          type="search"
          placeholder="搜索客户、发票…"
          className="w-full rounded-md border border-gray-200 py-2 pl-9 pr-3 text-sm focus:border-brand-500 focus:outline-none"
        />
      </label>

      <div className="ml-auto flex items-center gap-3">
        <button type="button" aria-label="通知" className="relative rounded-md p-2 text-gray-500 hover:bg-gray-100">
          <Bell className="h-5 w-5" />
          <span className="absolute right-1.5 top-1.5 h-2 w-2 rounded-full bg-red-500" />
        </button>
        <img src="/avatar.png" alt="" className="h-8 w-8 rounded-full" />
      </div>
    </header>
  );
}
