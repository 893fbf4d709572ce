import Image from "next/image";
import Link from "next/link";
import heroPhoto from "@/public/photos/hero-kissa.jpg";

export function Hero() {
  return (
    <section className="hero">
      <Image
        src={heroPhoto}
        alt="昭和から続く喫茶店のカウンター"
        placeholder="blur"
        priority
        sizes="100vw"
        className="hero-image"
      />
      <div className="hero-copy">
        <h1>純喫茶を、歩いて記録する。</h1>
        <p>47都道府県・312軒の喫茶店の記録。</p>
        <Link href="/map" className="hero-cta">
          地図から探す
        </Link>
      </div>
    </section>
  );
}

export function HeroSkeleton() {
  return (
    <section className="hero" aria-busy="true">
      <div className="hero-image hero-image--skeleton" />
      <div className="hero-copy">
        <div className="line" />
        <div className="line" />
      </div>
    </section>
  );
}
