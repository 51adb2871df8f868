import { Trans } from '@lingui/react/macro'
import type { CodePurpose } from '#contract/account.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/ui/toast-store.ts'
import { useSendEmailCode } from '../api/send-email-code.ts'
import { useResendCountdown } from '../hooks/use-resend-countdown.ts'

interface SendCodeButtonProps {
  purpose: CodePurpose
  /** Validates the form's e-mail field and gives it, or null when it shows an error instead. */
  getEmail: () => Promise<string | null>
  onError: (message: string) => void
}

/** Sends the 6-digit code, then counts down the 60 s before a resend is allowed. */
export function SendCodeButton({ purpose, getEmail, onError }: SendCodeButtonProps) {
  const { secondsLeft, start } = useResendCountdown()
  const send = useSendEmailCode({
    mutationConfig: {
      onSuccess: (answer) => {
        toast.success(answer.msg)
        start(answer.data?.resend_after ?? 60)
      },
      onError: (error) => {
        const wait = error instanceof ApiError ? (error.data as { resend_after?: number } | undefined)?.resend_after : undefined
        if (wait) start(wait)
        onError(error.message)
      },
    },
  })
  const onClick = async () => {
    const email = await getEmail()
    if (email) send.mutate({ email, type: purpose })
  }
  return (
    <button type="button" className="button button--ghost account-form__code-button" onClick={() => void onClick()} disabled={secondsLeft > 0 || send.isPending} aria-live="polite">
      {secondsLeft > 0 ? <Trans>Resend in {secondsLeft} s</Trans> : send.isSuccess ? <Trans>Resend code</Trans> : <Trans>Send code</Trans>}
    </button>
  )
}
