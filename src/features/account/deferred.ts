import { deferredPiece } from '@/ui/deferred-piece.tsx'

// The account's forms hydrate once their page is idle (src/lib/deferred-pieces.ts): with the form
// library (react-hook-form, 12.5 KB gzip) they would not fit in the page budget beside the framework.
export const LoginForm = deferredPiece(() => import('./components/login-form.tsx').then((module) => module.LoginForm))
export const RegisterForm = deferredPiece(() => import('./components/register-form.tsx').then((module) => module.RegisterForm))
export const ForgetPasswordForm = deferredPiece(() =>
  import('./components/forget-password-form.tsx').then((module) => module.ForgetPasswordForm),
)
export const AccountDetails = deferredPiece(() => import('./components/account-details.tsx').then((module) => module.AccountDetails))
export const ChangePasswordForm = deferredPiece(() =>
  import('./components/change-password-form.tsx').then((module) => module.ChangePasswordForm),
)
export const DeleteAccount = deferredPiece(() => import('./components/delete-account.tsx').then((module) => module.DeleteAccount))
