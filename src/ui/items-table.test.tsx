import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { ItemsTable } from './items-table.tsx'

const row = { key: '7', name: 'Urban Glide', price: '$85.00', quantity: 1, total: '$85.00' }

function renderRows(image: string) {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  return render(
    <I18nProvider i18n={i18n}>
      <ItemsTable caption="Items" rows={[{ ...row, image }]} />
    </I18nProvider>,
  )
}

describe('the items table', () => {
  it('shows the goods picture when it has one', () => {
    const { container } = renderRows('/media/goods/7.webp')
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/goods/7.webp')
  })

  it('keeps the square but asks for nothing when the goods has no picture', () => {
    const { container } = renderRows('')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.items-table__no-image')).not.toBeNull()
  })
})
