import { createFileRoute } from '@tanstack/react-router'
import { ForgetPasswordForm } from '@/features/account/components/forget-password-form.tsx'

export const Route = createFileRoute('/account/forget')({
  head: () => ({ meta: [{ title: 'Reset password' }] }),
  component: ForgetPasswordForm,
})
