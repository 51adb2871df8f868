import { Trans } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { CodePurpose } from '#contract/account.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/ui/toast-store.ts'
import { sendEmailCode, type SentCode } from '../api/send-email-code.ts'
import { useResendCountdown } from '../hooks/use-resend-countdown.ts'

/**
 * Where the code goes: to the form's e-mail field (registration, reset), validated first and
 * null when it shows an error instead; or to the logged-in account's own address (`send`).
 */
export type CodeSource = { purpose: CodePurpose; getEmail: () => Promise<string | null> } | { send: () => Promise<SentCode> }

type SendCodeButtonProps = CodeSource & { onError: (message: string) => void }

/** Sends the 6-digit code, then counts down the 60 s before a resend is allowed. */
export function SendCodeButton({ onError, ...source }: SendCodeButtonProps) {
  const { secondsLeft, start } = useResendCountdown()
  const send = useMutation({
    mutationFn: (request: () => Promise<SentCode>) => request(),
    onSuccess: (answer) => {
      toast.success(answer.msg)
      start(answer.data?.resend_after ?? 60)
    },
    onError: (error) => {
      const wait = error instanceof ApiError ? (error.data as { resend_after?: number } | undefined)?.resend_after : undefined
      if (wait) start(wait)
      onError(error.message)
    },
  })
  const onClick = async () => {
    if ('send' in source) return send.mutate(source.send)
    const email = await source.getEmail()
    if (email) send.mutate(() => sendEmailCode({ email, type: source.purpose }))
  }
  return (
    <button
      type="button"
      className="button button--ghost account-form__code-button"
      onClick={() => void onClick()}
      disabled={secondsLeft > 0 || send.isPending}
      aria-live="polite"
    >
      {secondsLeft > 0 ? <Trans>Resend in {secondsLeft} s</Trans> : send.isSuccess ? <Trans>Resend code</Trans> : <Trans>Send code</Trans>}
    </button>
  )
}
