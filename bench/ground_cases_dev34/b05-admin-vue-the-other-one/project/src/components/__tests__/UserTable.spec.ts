import { describe, it, expect, vi, beforeEach } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import UserTable from '../UserTable.vue'
import * as api from '@/api/users'

const users = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `user${i + 1}`, email: `u${i + 1}@ex.com`, role: 'viewer' as const }))

describe('UserTable', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    vi.restoreAllMocks()
  })

  it('renders the first page', async () => {
    vi.spyOn(api, 'fetchUsers').mockResolvedValue({ items: users, total: 60 })
    const wrapper = mount(UserTable)
    await flushPromises()
    expect(wrapper.findAll('tbody tr')).toHaveLength(20)
    expect(wrapper.text()).toContain('1 / 3')
  })

  it('requests the next page', async () => {
    const spy = vi.spyOn(api, 'fetchUsers').mockResolvedValue({ items: users, total: 60 })
    const wrapper = mount(UserTable)
    await flushPromises()
    await wrapper.find('nav button:last-of-type').trigger('click')
    await flushPromises()
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 20 }))
  })
})
