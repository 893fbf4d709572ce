import { useEffect } from "react";
import { useLocalStorage } from "../hooks/useLocalStorage";

type Theme = "light" | "dark";

export default function Header() {
  const [theme, setTheme] = useLocalStorage<Theme>("tsumiki.theme", "light");

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <header className="header">
      <h1>tsumiki</h1>
      <button
        className="theme-toggle"
        aria-label={theme === "dark" ? "ライトモードにする" : "ダークモードにする"}
        onClick={() => setTheme(theme === "dark" ? "light" : "dark")}
      >
        {theme === "dark" ? "☀️" : "🌙"}
      </button>
    </header>
  );
}
