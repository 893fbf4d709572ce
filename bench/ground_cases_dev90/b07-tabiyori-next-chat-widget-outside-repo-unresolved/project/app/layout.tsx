import type { Metadata } from 'next'
import Script from 'next/script'
import ThemeToggle from '@/components/ThemeToggle'
import './globals.css'

export const metadata: Metadata = {
  title: 'たびより | 旅の予約',
  description: '国内旅行の宿とツアーをまとめて予約',
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja" suppressHydrationWarning>
      <head>
        <script
          dangerouslySetInnerHTML={{
            __html: `try{var t=localStorage.getItem('theme')||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');document.documentElement.dataset.theme=t}catch(e){}`,
          }}
        />
      </head>
      <body>
        <header className="site-header">
          <a href="/" className="logo">たびより</a>
          <ThemeToggle />
        </header>
        {children}
        <Script
          src="https://widget.helpdock.example/v2/loader.js"
          data-workspace="tabiyori"
          strategy="lazyOnload"
        />
      </body>
    </html>
  )
}
