import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: the E-cigarette1 entry leads to the WAKA brand home.
export const Route = createFileRoute('/VAPE/E-cigarette1')({
  beforeLoad: () => {
    throw redirect({ to: '/VAPE/WAKA', replace: true })
  },
})
