import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

type SidebarState = { collapsed: boolean; toggle: () => void };

const SidebarContext = createContext<SidebarState | null>(null);
const KEY = 'dashboard.sidebarCollapsed';

/**
 * Holds the collapsed state of the left navigation and remembers it across reloads.
 * Wrap the router with it (see main.tsx).
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(KEY) === '1');

  useEffect(() => {
    localStorage.setItem(KEY, collapsed ? '1' : '0');
  }, [collapsed]);

  const toggle = useCallback(() => setCollapsed((c) => !c), []);

  return <SidebarContext.Provider value={{ collapsed, toggle }}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const ctx = useContext(SidebarContext);
  if (!ctx) {
    throw new Error('useSidebar must be used inside <SidebarProvider>');
  }
  return ctx;
}

/** Widths in sync with Sidebar: w-64 expanded, w-16 collapsed. */
export const SIDEBAR_WIDTH = { expanded: '16rem', collapsed: '4rem' } as const;
