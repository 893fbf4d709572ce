export function Hero() {
  return (
    <section className="hero">
      <img src="/images/hero.jpg" alt="オフィスの様子" width={1200} height={600} />
      <div className="hero__copy">
        <h1>つくる人を、つくる。</h1>
        <p>株式会社アクメは、ものづくりの現場を支えるソフトウェアをつくっています。</p>
      </div>
    </section>
  )
}
