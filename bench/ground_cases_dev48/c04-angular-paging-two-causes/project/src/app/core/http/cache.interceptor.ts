import { HttpContextToken, HttpEvent, HttpInterceptorFn, HttpResponse } from '@angular/common/http';
import { Observable, of, tap } from 'rxjs';

/** Set to false on a request to bypass the cache. */
export const USE_CACHE = new HttpContextToken<boolean>(() => true);

const TTL_MS = 60_000;
const CACHEABLE = [/^\/api\/users(\?|$)/, /^\/api\/roles(\?|$)/, /^\/api\/orgs(\?|$)/];

interface Entry {
  expires: number;
  response: HttpResponse<unknown>;
}

const store = new Map<string, Entry>();

export function clearHttpCache(prefix = ''): void {
  for (const key of store.keys()) {
    if (key.startsWith(prefix)) store.delete(key);
  }
}

export const cacheInterceptor: HttpInterceptorFn = (req, next): Observable<HttpEvent<unknown>> => {
  const url = req.urlWithParams;
  if (req.method !== 'GET' || !req.context.get(USE_CACHE) || !CACHEABLE.some((rx) => rx.test(url))) {
    return next(req);
  }
  const hit = store.get(url);
  if (hit && hit.expires > Date.now()) {
    return of(hit.response.clone());
  }
  return next(req).pipe(
    tap((event) => {
      if (event instanceof HttpResponse) {
        store.set(url, { expires: Date.now() + TTL_MS, response: event.clone() });
      }
    }),
  );
};
