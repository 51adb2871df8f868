import { useState, type ReactNode } from 'react'
import { AlertDialog } from 'radix-ui'
import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { readStorage, StorageKey, writeStorage } from '@/lib/storage.ts'
import './age-gate.css'

/** Spec §9: the vape pages are for visitors of this age and over. */
export const minimumAge = 21

/**
 * Vape pages are for adults only (spec §2, §9). A first visit must confirm the minimum age
 * before using the page; the answer is remembered in AGE__CONFIRMED__. The dialog cannot be
 * dismissed by Escape or a click outside: declining leaves the section for the home page.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [confirmed, setConfirmed] = useState(() => readStorage<boolean>(StorageKey.ageConfirmed) === true)

  const confirm = () => {
    writeStorage(StorageKey.ageConfirmed, true)
    setConfirmed(true)
  }

  return (
    <>
      {children}
      <AlertDialog.Root open={!confirmed}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="age-gate__backdrop" />
          <AlertDialog.Content className="age-gate" onEscapeKeyDown={(event) => event.preventDefault()}>
            <AlertDialog.Title className="age-gate__title">
              <Trans>Are you {minimumAge} or older?</Trans>
            </AlertDialog.Title>
            <AlertDialog.Description className="age-gate__text">
              <Trans>This section sells vape products for adults only. Please confirm that you are at least {minimumAge} years old to continue.</Trans>
            </AlertDialog.Description>
            <div className="age-gate__actions">
              <AlertDialog.Cancel className="button button--ghost" onClick={() => void navigate({ to: '/' })}>
                <Trans>No, leave</Trans>
              </AlertDialog.Cancel>
              <AlertDialog.Action className="button" onClick={confirm}>
                <Trans>Yes, I am {minimumAge} or older</Trans>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}
