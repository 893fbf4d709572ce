import Image from "next/image";

type Props = { src: string | null; name: string; size?: number };

export function Avatar({ src, name, size = 40 }: Props) {
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  if (!src) {
    return (
      <div
        className="flex items-center justify-center rounded-full bg-stone-200 text-stone-600"
        style={{ width: size, height: size }}
      >
        {initials || "?"}
      </div>
    );
  }
  return <Image src={src} alt={name} width={size} height={size} className="rounded-full object-cover" />;
}
