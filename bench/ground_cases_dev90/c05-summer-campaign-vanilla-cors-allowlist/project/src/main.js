import { signup } from './api.js'
import { startCountdown } from './countdown.js'
import { END_AT } from './config.js'

startCountdown(document.getElementById('countdown'), END_AT)

const form = document.getElementById('signup')
const msg = document.getElementById('msg')

form.addEventListener('submit', async (e) => {
  e.preventDefault()
  const data = Object.fromEntries(new FormData(form))
  if (!/^1\d{10}$/.test(data.phone)) {
    msg.textContent = '请输入正确的手机号'
    return
  }
  const btn = form.querySelector('button')
  btn.disabled = true
  try {
    await signup(data)
    msg.textContent = '报名成功，优惠券已发放'
    form.reset()
  } catch (err) {
    msg.textContent = err.message
  } finally {
    btn.disabled = false
  }
})

document.getElementById('share').addEventListener('click', async () => {
  if (navigator.share) {
    await navigator.share({ title: document.title, url: location.href })
  } else {
    await navigator.clipboard.writeText(location.href)
    alert('链接已复制')
  }
})
