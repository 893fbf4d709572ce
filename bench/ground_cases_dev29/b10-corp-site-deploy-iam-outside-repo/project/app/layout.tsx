import type { Metadata } from 'next'
import './globals.css'

export const metadata: Metadata = {
  title: '株式会社アクメ | コーポレートサイト',
  description: '株式会社アクメの企業情報・採用情報',
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  )
}
