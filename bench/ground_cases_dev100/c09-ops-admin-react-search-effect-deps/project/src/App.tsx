import { Suspense, lazy, type ReactNode } from 'react'
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom'

const UserList = lazy(() => import('./pages/UserList'))

function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <aside className="layout__nav">
        <Link to="/users">用户管理</Link>
      </aside>
      <main className="layout__main">{children}</main>
    </div>
  )
}

export default function App() {
  return (
    <BrowserRouter basename="/ops">
      <Layout>
        <Suspense fallback={<div className="loading">加载中…</div>}>
          <Routes>
            <Route path="/" element={<Navigate to="/users" replace />} />
            <Route path="/users" element={<UserList />} />
            <Route path="*" element={<div>页面不存在</div>} />
          </Routes>
        </Suspense>
      </Layout>
    </BrowserRouter>
  )
}
