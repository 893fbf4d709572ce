import { memo, useState } from 'react'
import type { Customer } from '../api/customers'

type Props = {
  customer: Customer
  checked: boolean
  onToggle: () => void
}

function CustomerRowImpl({ customer, checked, onToggle }: Props) {
  const [expanded, setExpanded] = useState(false)
  return (
    <>
      <tr className={checked ? 'is-checked' : undefined}>
        <td>
          <input type="checkbox" checked={checked} onChange={onToggle} />
        </td>
        <td>{customer.name}</td>
        <td>{customer.company}</td>
        <td>{customer.phone}</td>
        <td>
          <button type="button" onClick={() => setExpanded((v) => !v)}>
            {expanded ? '收起' : '详情'}
          </button>
        </td>
      </tr>
      {expanded && (
        <tr className="customer-row__detail">
          <td colSpan={5}>{customer.note || '暂无备注'}</td>
        </tr>
      )}
    </>
  )
}

export const CustomerRow = memo(CustomerRowImpl)
