import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import { Trans, useLingui } from '@lingui/react/macro'
import { CloseIcon, MenuIcon } from '@/ui/icons.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'
import './study-header.css'

export interface StudyNavItem {
  id: string
  label: string
}

interface StudyHeaderProps {
  items: StudyNavItem[]
  /** Narrow screens (≤ 768 px) get the top drawer instead of the inline links. */
  compact: boolean
  onNavigate(id: string): void
}

/** The services page's top navigation: each link scrolls smoothly to its section. */
export function StudyHeader({ items, compact, onNavigate }: StudyHeaderProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const links = (onPick: (id: string) => void) =>
    items.map((item) => (
      <a
        key={item.id}
        href={`#${item.id}`}
        className="study-header__link"
        onClick={(event) => {
          event.preventDefault()
          onPick(item.id)
        }}
      >
        {item.label}
      </a>
    ))

  return (
    <header className="study-header">
      <div className="study-header__bar container">
        <Link to="/" className="study-header__brand"><Trans>Cross-Border</Trans></Link>
        {compact ? null : <nav className="study-header__nav" aria-label={t`Services`}>{links(onNavigate)}</nav>}
        <div className="study-header__actions">
          <LocaleToggle className="study-header__locale" />
          {compact ? (
            <Dialog.Root open={open} onOpenChange={setOpen}>
              <Dialog.Trigger className="icon-button" aria-label={t`Menu`}>
                <MenuIcon />
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="study-drawer__overlay" />
                <Dialog.Content className="study-drawer" onCloseAutoFocus={(event) => event.preventDefault()}>
                  <div className="study-drawer__top">
                    <Dialog.Title className="study-drawer__title"><Trans>Services</Trans></Dialog.Title>
                    <Dialog.Close className="icon-button" aria-label={t`Close menu`}>
                      <CloseIcon />
                    </Dialog.Close>
                  </div>
                  <Dialog.Description className="visually-hidden"><Trans>Jump to a section of this page.</Trans></Dialog.Description>
                  <nav className="study-drawer__nav" aria-label={t`Services`}>
                    {links((id) => {
                      setOpen(false)
                      // After the drawer has gone, so the scroll is not undone by its closing.
                      window.setTimeout(() => onNavigate(id), 0)
                    })}
                    <Link to="/" className="study-header__link"><Trans>Official home</Trans></Link>
                  </nav>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          ) : null}
        </div>
      </div>
    </header>
  )
}
