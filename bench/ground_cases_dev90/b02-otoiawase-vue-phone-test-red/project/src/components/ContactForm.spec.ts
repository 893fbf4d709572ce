import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import ContactForm from './ContactForm.vue'

const push = vi.fn()
vi.mock('vue-router', () => ({ useRouter: () => ({ push }) }))
vi.mock('../lib/api', () => ({ postInquiry: vi.fn(() => Promise.resolve()) }))

describe('ContactForm', () => {
  it('shows required errors on empty submit', async () => {
    const wrapper = mount(ContactForm)
    await wrapper.find('form').trigger('submit')
    expect(wrapper.findAll('.err').length).toBe(3)
  })

  it('goes to the thanks page after a valid submit', async () => {
    const wrapper = mount(ContactForm)
    await wrapper.find('input').setValue('山田太郎')
    await wrapper.find('input[type="email"]').setValue('taro@example.com')
    await wrapper.find('textarea').setValue('見積もりをお願いします')
    await wrapper.find('form').trigger('submit')
    await flushPromises()
    expect(push).toHaveBeenCalledWith({ name: 'thanks' })
  })
})
