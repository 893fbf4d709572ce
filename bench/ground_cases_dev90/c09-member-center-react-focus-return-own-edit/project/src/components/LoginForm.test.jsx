import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import LoginForm from './LoginForm'

test('submits account and password', async () => {
  const onLogin = jest.fn()
  render(<LoginForm onLogin={onLogin} />)
  await userEvent.type(screen.getByLabelText('账号'), 'lisi')
  await userEvent.type(screen.getByLabelText('密码'), 'secret123')
  await userEvent.click(screen.getByRole('button', { name: '登录' }))
  expect(onLogin).toHaveBeenCalledWith({ account: 'lisi', password: 'secret123' })
})

test('shows an error when empty', async () => {
  render(<LoginForm />)
  await userEvent.click(screen.getByRole('button', { name: '登录' }))
  expect(screen.getByRole('alert')).toHaveTextContent('请输入账号和密码')
})
