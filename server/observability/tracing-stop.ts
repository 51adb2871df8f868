// Kept apart from tracing.ts so the server can flush traces without loading the SDK when off.
let stop: (() => Promise<void>) | undefined

export function whenTracingStops(shutdown: () => Promise<void>): void {
  stop = shutdown
}

/** Sends the spans still batched; called last on shutdown (close-with-grace ends with process.exit). */
export async function stopTracing(): Promise<void> {
  await stop?.()
}
