import AsyncStorage from "@react-native-async-storage/async-storage";
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from "react";
import { useColorScheme } from "react-native";

const light = {
  background: "#ffffff",
  text: "#1f2328",
  muted: "#6e7781",
  border: "#d0d7de",
  accent: "#0969da",
  danger: "#cf222e",
};

const dark: typeof light = {
  background: "#0d1117",
  text: "#e6edf3",
  muted: "#8d96a0",
  border: "#30363d",
  accent: "#4493f8",
  danger: "#f85149",
};

export type ThemePreference = "system" | "light" | "dark";

type Theme = {
  scheme: "light" | "dark";
  colors: typeof light;
  preference: ThemePreference;
  setPreference: (p: ThemePreference) => void;
};

const PREF_KEY = "kaimono:theme";

const ThemeContext = createContext<Theme>({
  scheme: "light",
  colors: light,
  preference: "system",
  setPreference: () => {},
});

export function ThemeProvider({ children }: { children: ReactNode }) {
  const system = useColorScheme() === "dark" ? "dark" : "light";
  const [preference, setPreferenceState] = useState<ThemePreference>("system");

  useEffect(() => {
    AsyncStorage.getItem(PREF_KEY).then((v) => {
      if (v === "light" || v === "dark" || v === "system") setPreferenceState(v);
    });
  }, []);

  function setPreference(p: ThemePreference) {
    setPreferenceState(p);
    void AsyncStorage.setItem(PREF_KEY, p);
  }

  const scheme = preference === "system" ? system : preference;
  const value: Theme = { scheme, colors: scheme === "dark" ? dark : light, preference, setPreference };
  return createElement(ThemeContext.Provider, { value }, children);
}

export function useTheme(): Theme {
  return useContext(ThemeContext);
}
