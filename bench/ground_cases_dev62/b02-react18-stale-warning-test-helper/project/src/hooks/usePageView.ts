import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { track } from '../analytics';

// Sends one page_view per navigation.
export function usePageView(title?: string) {
  const location = useLocation();

  useEffect(() => {
    track('page_view', {
      path: location.pathname,
      search: location.search,
      title: title ?? document.title,
    });
  }, [location.pathname, location.search, title]);
}

// Sends a timing event when the component has been visible for `ms`.
export function useDwell(name: string, ms = 10000) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      track('dwell', { name, ms });
    }, ms);
    return () => window.clearTimeout(timer);
  }, [name, ms]);
}

export function useOutboundLinks() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest('a');
      if (a && a.host !== window.location.host) track('outbound', { href: a.href });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
