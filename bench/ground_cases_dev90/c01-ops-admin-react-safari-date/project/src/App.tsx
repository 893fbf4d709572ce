import { Routes, Route, Navigate } from 'react-router-dom'
import { Layout } from 'antd'
import OrderList from './pages/OrderList'
import Dashboard from './pages/Dashboard'

const { Header, Content } = Layout

export default function App() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header style={{ color: '#fff' }}>运营后台</Header>
      <Content style={{ padding: 24 }}>
        <Routes>
          <Route path="/" element={<Navigate to="/orders" replace />} />
          <Route path="/orders" element={<OrderList />} />
          <Route path="/dashboard" element={<Dashboard />} />
        </Routes>
      </Content>
    </Layout>
  )
}
