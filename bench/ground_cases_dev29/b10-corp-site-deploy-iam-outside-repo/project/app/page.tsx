import { Hero } from '../components/Hero'

export default function Home() {
  return (
    <main>
      <Hero />
      <section id="news">
        <h2>お知らせ</h2>
        <ul>
          <li>2025/11/10 年末年始の営業について</li>
          <li>2025/10/01 本社移転のお知らせ</li>
        </ul>
      </section>
    </main>
  )
}
