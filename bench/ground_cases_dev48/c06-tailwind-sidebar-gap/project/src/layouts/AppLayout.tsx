import { Outlet } from 'react-router-dom';
import Sidebar from '../components/Sidebar';
import TopBar from '../components/TopBar';

/**
 * Shell for every signed-in page: fixed sidebar on the left, top bar and
 * scrolling content on the right.
 */
export default function AppLayout() {
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <Sidebar />
      <div className="ml-64 flex min-h-screen flex-col transition-[margin] duration-200">
        <TopBar />
        <main className="flex-1 px-6 py-8">
          <div className="mx-auto max-w-7xl">
            <Outlet />
          </div>
        </main>
        <footer className="border-t border-gray-200 px-6 py-4 text-xs text-gray-400">
          © {new Date().getFullYear()} Pulse Analytics
        </footer>
      </div>
    </div>
  );
}

export function AuthLayout() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-50">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow">
        <Outlet />
      </div>
    </div>
  );
}
