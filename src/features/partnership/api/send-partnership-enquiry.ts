import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { PartnershipEnquiry, PartnershipReceipt, PartnershipSource } from '#contract/partnership.ts'
import { browserApi } from '@/lib/api.ts'

export interface PartnershipSubmission {
  source: PartnershipSource
  enquiry: PartnershipEnquiry
}

/** Vape enquiries go to the vape brands' client, energy-storage ones to the `ene` line. */
export function sendPartnershipEnquiry({ source, enquiry }: PartnershipSubmission): Promise<Envelope<PartnershipReceipt>> {
  const client = source === 'vape' ? browserApi().vape() : browserApi().shop('ene')
  // The form shows failures beside its fields, so the client stays silent.
  return client.envelope('POST /partnership', { body: enquiry, silent: true })
}

export function useSendPartnershipEnquiry({
  mutationConfig,
}: { mutationConfig?: UseMutationOptions<Envelope<PartnershipReceipt>, Error, PartnershipSubmission> } = {}) {
  return useMutation({
    // An enquiry is not queued offline: the visitor sees 'network connection failed' and keeps what they typed.
    networkMode: 'always',
    ...mutationConfig,
    mutationFn: sendPartnershipEnquiry,
  })
}
