import { Bell, Menu } from "lucide-react";

type Props = {
  onMenuClick: () => void;
};

export function Header({ onMenuClick }: Props) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
      <button
        type="button"
        className="rounded p-1 text-slate-600 hover:bg-slate-100 md:hidden"
        onClick={onMenuClick}
        aria-label="メニューを開く"
      >
        <Menu className="h-6 w-6" />
      </button>
      <h1 className="text-base font-semibold">ダッシュボード</h1>
      <div className="ml-auto flex min-w-0 items-center gap-3">
        <button type="button" className="relative rounded p-1 text-slate-600 hover:bg-slate-100" aria-label="通知">
          <Bell className="h-5 w-5" />
          <span className="absolute right-0.5 top-0.5 h-2 w-2 rounded-full bg-red-500" />
        </button>
        <div className="flex min-w-0 items-center gap-2">
          <img src="/avatar.png" alt="" className="h-8 w-8 shrink-0 rounded-full" />
          <span className="hidden truncate text-sm text-slate-700 sm:block">山田 花子（株式会社サンプル 営業企画部）</span>
        </div>
      </div>
    </header>
  );
}
