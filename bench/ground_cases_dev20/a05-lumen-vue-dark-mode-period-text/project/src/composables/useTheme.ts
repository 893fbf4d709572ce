import { ref, watchEffect } from "vue";

type Theme = "light" | "dark";

const stored = localStorage.getItem("theme") as Theme | null;
const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
const theme = ref<Theme>(stored ?? (prefersDark ? "dark" : "light"));

watchEffect(() => {
  document.documentElement.dataset.theme = theme.value;
  localStorage.setItem("theme", theme.value);
});

export function useTheme() {
  function toggle() {
    theme.value = theme.value === "dark" ? "light" : "dark";
  }
  return { theme, toggle };
}
