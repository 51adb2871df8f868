import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: the E-cigarette2 entry leads to the IMOMENT brand home.
export const Route = createFileRoute('/VAPE/E-cigarette2')({
  beforeLoad: () => {
    throw redirect({ to: '/VAPE/IMOMENT', replace: true })
  },
})
