import { AlertDialog } from 'radix-ui'
import { Trans } from '@lingui/react/macro'

interface AgeGateDialogProps {
  minimumAge: number
  onConfirm: () => void
  onDecline: () => void
}

/**
 * The question itself, loaded only for a visitor who has not answered it yet (age-gate.tsx):
 * a returning visitor never downloads Radix's dialog. It cannot be dismissed by Escape or a
 * click outside.
 */
export default function AgeGateDialog({ minimumAge, onConfirm, onDecline }: AgeGateDialogProps) {
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="age-gate__backdrop" />
        <AlertDialog.Content className="age-gate" onEscapeKeyDown={(event) => event.preventDefault()}>
          <AlertDialog.Title className="age-gate__title">
            <Trans>Are you {minimumAge} or older?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="age-gate__text">
            <Trans>
              This section sells vape products for adults only. Please confirm that you are at least {minimumAge} years old to continue.
            </Trans>
          </AlertDialog.Description>
          <div className="age-gate__actions">
            <AlertDialog.Cancel className="button button--ghost" onClick={onDecline}>
              <Trans>No, leave</Trans>
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button" onClick={onConfirm}>
              <Trans>Yes, I am {minimumAge} or older</Trans>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
