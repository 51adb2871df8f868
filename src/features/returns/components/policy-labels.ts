import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NonReturnableRule, ReturnPolicy } from '#contract/returns.ts'

export const nonReturnableLabels: Record<NonReturnableRule, MessageDescriptor> = {
  opened_e_liquid: msg`Opened e-liquids`,
  used_pod: msg`Used vape pods`,
  drawn_blind_box_prize: msg`Blind-box prizes once drawn (under the published rules)`,
  destination_forbids_reimport: msg`Goods your country forbids to be sent back (re-import)`,
}

/** The policy's own words in the page's language (the operator writes both). */
export const policyText = (policy: ReturnPolicy, locale: string) =>
  locale === 'zh-cn'
    ? { name: policy.name_zh || policy.name_en, terms: policy.terms_zh || policy.terms_en }
    : { name: policy.name_en || policy.name_zh, terms: policy.terms_en || policy.terms_zh }
