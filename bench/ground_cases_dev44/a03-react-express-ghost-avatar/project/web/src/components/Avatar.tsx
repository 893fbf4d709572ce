import { useMemo } from "react";
import type { User } from "../api/types";

type Props = {
  user: Pick<User, "name" | "avatarUrl">;
  size?: number;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

export function Avatar({ user, size = 32 }: Props) {
  const fallback = useMemo(() => initials(user.name), [user.name]);
  if (!user.avatarUrl) {
    return (
      <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-label={user.name}>
        {fallback}
      </span>
    );
  }
  return (
    <img className="avatar" src={user.avatarUrl} width={size} height={size} alt={user.name} loading="lazy" />
  );
}
