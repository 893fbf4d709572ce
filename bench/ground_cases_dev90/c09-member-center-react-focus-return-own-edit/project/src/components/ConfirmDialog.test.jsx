import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ConfirmDialog from './ConfirmDialog'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        注销账号
      </button>
      <ConfirmDialog open={open} title="确认注销？" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)}>
        注销后数据无法恢复
      </ConfirmDialog>
    </>
  )
}

test('focuses cancel when opened', async () => {
  render(<Harness />)
  await userEvent.click(screen.getByRole('button', { name: '注销账号' }))
  expect(screen.getByRole('button', { name: '取消' })).toHaveFocus()
})

test('returns focus to the trigger after closing', async () => {
  render(<Harness />)
  const trigger = screen.getByRole('button', { name: '注销账号' })
  await userEvent.click(trigger)
  await userEvent.click(screen.getByRole('button', { name: '取消' }))
  expect(trigger).toHaveFocus()
})
