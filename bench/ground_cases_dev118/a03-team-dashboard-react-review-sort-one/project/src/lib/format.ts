export type Role = "owner" | "admin" | "member" | "guest";

const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  guest: "Guest",
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? role;
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

// "2024-03-07T10:00:00Z" -> "07.03.2024"
export function formatJoined(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
