import { useState } from "react";

type Props = {
  name: string;
  url?: string | null;
  size?: "sm" | "md" | "lg";
};

const SIZES = { sm: 24, md: 32, lg: 48 } as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

export function Avatar({ name, url, size = "md" }: Props) {
  const [broken, setBroken] = useState(false);
  const px = SIZES[size];
  if (!url || broken) {
    return (
      <span className={`avatar avatar--${size} avatar--initials`} title={name}>
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className={`avatar avatar--${size}`}
      src={url}
      alt={name}
      width={px}
      height={px}
      onError={() => setBroken(true)}
    />
  );
}
