import type { RouteLocationNormalized, RouteLocationRaw, Router } from "vue-router";
import { useAuthStore } from "../stores/auth";

type AuthStore = ReturnType<typeof useAuthStore>;

interface GuardRule {
  applies: (to: RouteLocationNormalized) => boolean;
  allowed: (auth: AuthStore) => boolean;
  otherwise: (to: RouteLocationNormalized, auth: AuthStore) => RouteLocationRaw;
}

const toLogin = (to: RouteLocationNormalized): RouteLocationRaw => ({ name: "login", query: { redirect: to.fullPath } });

const rules: GuardRule[] = [
  {
    applies: (to) => to.name === "login",
    allowed: (auth) => !auth.isLoggedIn,
    otherwise: () => ({ name: "home" }),
  },
  {
    applies: (to) => !!to.meta.requiresAuth,
    allowed: (auth) => auth.isLoggedIn,
    otherwise: toLogin,
  },
  {
    applies: (to) => !!to.meta.requiresAdmin,
    // user is null until /me has answered; only a loaded non-admin is turned away
    allowed: (auth) => !auth.user || auth.user.role === "admin",
    otherwise: (to, auth) => (auth.isLoggedIn ? { name: "forbidden" } : toLogin(to)),
  },
];

export function installGuards(router: Router) {
  router.beforeEach(async (to) => {
    const auth = useAuthStore();
    if (!auth.loaded) {
      await auth.loadMe();
    }
    for (const rule of rules) {
      if (rule.applies(to) && !rule.allowed(auth)) {
        return rule.otherwise(to, auth);
      }
    }
    return true;
  });

  router.afterEach((to) => {
    document.title = to.meta.title ? `${to.meta.title} - CRM` : "CRM";
  });
}
