import { Routes, Route } from 'react-router-dom'
import LoginForm from './components/LoginForm'
import AccountPage from './components/AccountPage'

export default function App() {
  return (
    <Routes>
      <Route path="/" element={<LoginForm />} />
      <Route path="/account" element={<AccountPage />} />
    </Routes>
  )
}
