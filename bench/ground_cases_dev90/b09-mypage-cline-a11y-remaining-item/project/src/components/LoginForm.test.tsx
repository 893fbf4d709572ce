import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import LoginForm from './LoginForm'

jest.mock('@/lib/auth', () => ({
  login: jest.fn(() => Promise.reject(new Error('401'))),
}))

test('shows an error when login fails', async () => {
  render(<LoginForm onSuccess={() => {}} />)
  await userEvent.type(screen.getByPlaceholderText('メールアドレス'), 'a@example.com')
  await userEvent.type(screen.getByPlaceholderText('パスワード'), 'wrong')
  await userEvent.click(screen.getByText('ログイン'))
  expect(await screen.findByText('メールアドレスまたはパスワードが違います')).toBeInTheDocument()
})
