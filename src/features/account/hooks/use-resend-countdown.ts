import { useCallback, useEffect, useState } from 'react'

/** Seconds left before another code may be asked for; ticks down once a second. */
export function useResendCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000))
  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [secondsLeft])
  const start = useCallback((seconds: number) => {
    const started = Date.now()
    setNow(started)
    setUntil(started + seconds * 1000)
  }, [])
  return { secondsLeft, start }
}
