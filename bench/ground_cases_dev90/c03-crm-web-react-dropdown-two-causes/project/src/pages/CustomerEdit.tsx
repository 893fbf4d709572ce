import { useState } from 'react'
import Modal from '../components/Modal'
import Select from '../components/Select/Select'

const SALES = [
  { value: 'u01', label: '王磊' },
  { value: 'u02', label: '陈静' },
  { value: 'u03', label: '刘洋' },
  { value: 'u04', label: '赵敏' },
  { value: 'u05', label: '孙浩' },
  { value: 'u06', label: '周婷' },
  { value: 'u07', label: '吴昊' },
  { value: 'u08', label: '郑爽' },
]

export default function CustomerEdit({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('')
  const [owner, setOwner] = useState<string>()

  return (
    <Modal
      open
      title="编辑客户"
      onClose={onClose}
      footer={
        <>
          <button type="button" onClick={onClose}>取消</button>
          <button type="button" className="primary">保存</button>
        </>
      }
    >
      <label className="field">
        客户名称
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        所属销售
        <Select value={owner} options={SALES} onChange={setOwner} />
      </label>
    </Modal>
  )
}
