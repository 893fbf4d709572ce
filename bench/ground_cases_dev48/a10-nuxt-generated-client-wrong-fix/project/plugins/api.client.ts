import { ApiError, OpenAPI } from "~/client";

/**
 * Configures the generated API client (client/, from `npm run gen:api`) once at startup.
 * Everything app-specific about talking to the API belongs here, not in client/.
 */
export default defineNuxtPlugin((nuxtApp) => {
  const config = useRuntimeConfig();

  OpenAPI.BASE = config.public.apiBase;
  OpenAPI.WITH_CREDENTIALS = false;
  OpenAPI.HEADERS = async () => ({
    "X-Requested-With": "helpdesk-ui",
    "X-Client-Version": "2.1.0",
  });

  // A 401 anywhere means the session cookie expired: go to login, keep the current page.
  nuxtApp.hook("vue:error", (error) => {
    if (error instanceof ApiError && error.status === 401) {
      const route = useRoute();
      navigateTo({ path: "/login", query: { next: route.fullPath } });
    }
  });

  return {
    provide: {
      apiBase: OpenAPI.BASE,
    },
  };
});
