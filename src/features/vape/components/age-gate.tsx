import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { readStorage, StorageKey, writeStorage } from '@/lib/storage.ts'
import { useInBrowser } from '@/lib/external-store.ts'
import './age-gate.css'

/** Spec §9: the vape pages are for visitors of this age and over. */
export const minimumAge = 21

/**
 * Vape pages are for adults only (spec §2, §9). A first visit must confirm the minimum age
 * before using the page; the answer is remembered in AGE__CONFIRMED__. The question is asked in
 * the browser only (the server cannot read the answer).
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [confirmed, setConfirmed] = useState(() => readStorage<boolean>(StorageKey.ageConfirmed) === true)
  const inBrowser = useInBrowser()

  const confirm = () => {
    writeStorage(StorageKey.ageConfirmed, true)
    setConfirmed(true)
  }

  return (
    <>
      {children}
      {inBrowser && !confirmed ? <AgeQuestion onConfirm={confirm} onDecline={() => void navigate({ to: '/' })} /> : null}
    </>
  )
}

/**
 * The browser's own modal dialog: it keeps focus inside, makes the page behind it inert and
 * draws the backdrop, at the cost of one layout. (Radix's dialog did the same in script: 11 KB
 * more to load, and mounting it was the longest task of a first visit to a vape page.) Neither
 * Escape nor a click outside waves it away: a cancel is refused, and a close the browser forces
 * after repeated Escapes opens it again.
 */
function AgeQuestion({ onConfirm, onDecline }: { onConfirm: () => void; onDecline: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const answered = useRef(false)
  const titleId = useId()
  const textId = useId()
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])
  const answer = (choice: () => void) => () => {
    answered.current = true
    choice()
  }
  return (
    <dialog
      ref={dialog}
      className="age-gate"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => answered.current || event.currentTarget.showModal()}
    >
      <h2 id={titleId} className="age-gate__title">
        <Trans>Are you {minimumAge} or older?</Trans>
      </h2>
      <p id={textId} className="age-gate__text">
        <Trans>
          This section sells vape products for adults only. Please confirm that you are at least {minimumAge} years old to continue.
        </Trans>
      </p>
      <div className="age-gate__actions">
        <button type="button" className="button button--ghost" onClick={answer(onDecline)}>
          <Trans>No, leave</Trans>
        </button>
        <button type="button" className="button" onClick={answer(onConfirm)}>
          <Trans>Yes, I am {minimumAge} or older</Trans>
        </button>
      </div>
    </dialog>
  )
}
