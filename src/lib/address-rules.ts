import { useEffect, useState } from 'react'

// The countries' address rules and names (contract/address-rules.ts, contract/countries.ts) are
// tens of kilobytes: loaded when an address form opens, never with the pages that have none.

type AddressRules = typeof import('#contract/address-rules.ts') & typeof import('#contract/countries.ts')

let loaded: AddressRules | undefined
let loading: Promise<AddressRules> | undefined

export function loadAddressRules(): Promise<AddressRules> {
  loading ??= Promise.all([import('#contract/address-rules.ts'), import('#contract/countries.ts')]).then(([rules, countries]) => {
    loaded = { ...rules, ...countries }
    return loaded
  })
  return loading
}

/** The rules once loaded (a form's check uses them from then on; the server checks the same anyway). */
export const addressRulesNow = (): AddressRules | undefined => loaded

/** The rules, loading them on first use; undefined for the moment it takes. */
export function useAddressRules(): AddressRules | undefined {
  const [rules, setRules] = useState(loaded)
  useEffect(() => {
    if (rules) return
    let live = true
    void loadAddressRules().then((value) => {
      if (live) setRules(value)
    })
    return () => {
      live = false
    }
  }, [rules])
  return rules
}
