import { HttpEvent, HttpInterceptorFn, HttpResponse } from '@angular/common/http';
import { Observable, startWith, tap } from 'rxjs';

/**
 * Stale-while-revalidate for GET requests: when a response for the same URL is cached,
 * emit it at once and then the fresh one from the network.
 */
const cache = new Map<string, HttpResponse<unknown>>();
const MAX_ENTRIES = 100;

export const cacheInterceptor: HttpInterceptorFn = (req, next) => {
  if (req.method !== 'GET' || req.headers.has('x-no-cache')) {
    return next(req);
  }

  const key = req.urlWithParams;
  const network$ = next(req).pipe(
    tap((event) => {
      if (event instanceof HttpResponse) {
        if (cache.size >= MAX_ENTRIES) {
          cache.delete(cache.keys().next().value as string);
        }
        cache.set(key, event.clone());
      }
    }),
  );

  const cached = cache.get(key);
  return cached ? (network$.pipe(startWith(cached.clone())) as Observable<HttpEvent<unknown>>) : network$;
};

export function clearHttpCache(): void {
  cache.clear();
}
