import type { Config } from "tailwindcss";

export default {
  darkMode: "class",
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          500: "#2f6fed",
          700: "#1d4fc4",
        },
      },
    },
  },
  plugins: [],
} satisfies Config;
