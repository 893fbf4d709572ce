import type { $Fetch } from 'ofetch';

/**
 * One $fetch instance for every call to content-api. Session cookies are
 * HttpOnly and set by content-api on api.* so every request must carry them.
 */
export default defineNuxtPlugin(() => {
  const config = useRuntimeConfig();
  const headers = useRequestHeaders(['cookie']);

  const api = $fetch.create({
    baseURL: config.public.apiBase,
    credentials: 'include',
    headers,
    retry: 1,
    onResponseError({ response }) {
      if (response.status === 401 && import.meta.client) {
        const auth = useAuthStore();
        auth.markSignedOut();
      }
    },
  });

  return { provide: { api: api as $Fetch } };
});

declare module '#app' {
  interface NuxtApp {
    $api: $Fetch;
  }
}
