import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { TwoSlideSlider } from './two-slide-slider.tsx'

const slider = (index: 0 | 1) => (
  <TwoSlideSlider index={index} label="Study abroad" intro={<a href="#more">Learn more</a>} detail={<p>The detail</p>} />
)

afterEach(cleanup)

describe('TwoSlideSlider', () => {
  it('opens on its slide standing still, with focus left where it was', () => {
    render(slider(0))
    expect(screen.getByRole('group', { name: 'Study abroad' }).hasAttribute('data-switched')).toBe(false)
    expect(document.activeElement).toBe(document.body)
  })

  it('animates and moves focus once the visitor moves it, back and forth', () => {
    const { rerender } = render(slider(0))
    rerender(slider(1))
    const group = screen.getByRole('group', { name: 'Study abroad' })
    expect(group.hasAttribute('data-switched')).toBe(true)
    expect(document.activeElement).toBe(screen.getByText('The detail').parentElement)
    rerender(slider(0))
    expect(group.hasAttribute('data-switched')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Learn more' }).parentElement)
  })
})
