import Link from "next/link";

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link href="/" className="site-title">
        喫茶ノート
      </Link>
      <nav>
        <Link href="/map">地図</Link>
        <Link href="/tags">タグ</Link>
        <Link href="/about">このブログについて</Link>
      </nav>
    </header>
  );
}
