import { useState } from 'react'
import CustomerEdit from './pages/CustomerEdit'

export default function App() {
  const [editing, setEditing] = useState(false)
  return (
    <div className="page">
      <h1>客户管理</h1>
      <button type="button" onClick={() => setEditing(true)}>
        编辑客户
      </button>
      {editing && <CustomerEdit onClose={() => setEditing(false)} />}
    </div>
  )
}
