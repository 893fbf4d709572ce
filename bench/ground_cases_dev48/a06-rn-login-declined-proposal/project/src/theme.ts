export const colors = {
  text: "#111827",
  muted: "#6b7280",
  border: "#d1d5db",
  danger: "#b91c1c",
  primary: "#0f766e",
  primaryPressed: "#115e59",
  background: "#ffffff",
};

export const spacing = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 };
