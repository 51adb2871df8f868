import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import { Trans, useLingui } from '@lingui/react/macro'
import { CloseIcon } from '@/ui/icons.tsx'

/**
 * The services page's top drawer on narrow screens, with Radix's dialog: loaded the first time
 * the visitor opens the menu (study-header.tsx), not with the page.
 */
export default function StudyDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="study-drawer__overlay" />
        <Dialog.Content className="study-drawer" onCloseAutoFocus={(event) => event.preventDefault()}>
          <div className="study-drawer__top">
            <Dialog.Title className="study-drawer__title">
              <Trans>Services</Trans>
            </Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t`Close menu`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">
            <Trans>Jump to a section of this page.</Trans>
          </Dialog.Description>
          <nav className="study-drawer__nav" aria-label={t`Services`}>
            {children}
            <Link to="/" className="study-header__link">
              <Trans>Official home</Trans>
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
