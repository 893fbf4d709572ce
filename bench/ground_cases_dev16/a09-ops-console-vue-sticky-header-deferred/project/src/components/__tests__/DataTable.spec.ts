import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'

import DataTable from '../DataTable.vue'

const columns = [
  { key: 'name', label: 'Name' },
  { key: 'qty', label: 'Qty', align: 'right' },
]
const rows = [
  { id: 1, name: 'Bolts', qty: 40 },
  { id: 2, name: 'Nuts', qty: 12 },
]

describe('DataTable', () => {
  it('renders a header cell per column', () => {
    const w = mount(DataTable, { props: { columns, rows } })
    expect(w.findAll('thead th').map((th) => th.text())).toEqual(['Name', 'Qty'])
  })

  it('renders the empty text', () => {
    const w = mount(DataTable, { props: { columns, rows: [], emptyText: 'None' } })
    expect(w.find('.dt__empty').text()).toBe('None')
  })

  it('right-aligns numeric columns', () => {
    const w = mount(DataTable, { props: { columns, rows } })
    expect(w.findAll('tbody td')[1].classes()).toContain('dt__num')
  })

  it('emits the new selection', async () => {
    const w = mount(DataTable, { props: { columns, rows, selectable: true, selected: [] } })
    await w.find('tbody input[type=checkbox]').trigger('click')
    expect(w.emitted('update:selected')?.[0]).toEqual([[1]])
  })
})
