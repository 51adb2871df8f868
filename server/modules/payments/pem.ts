import { createPrivateKey } from 'node:crypto'

/** A PEM from a setting: env files often carry it on one line with literal "\n". */
export const pemFromSetting = (value: string) => value.replace(/\\n/g, '\n').trim()

/**
 * Which kind of RSA private key a merchant pasted, read from its PEM header ("RSA PRIVATE KEY"
 * is PKCS#1, "PRIVATE KEY" is PKCS#8); a bare base64 key (what Alipay's key tool hands out) is
 * tried as PKCS#8 first.
 */
export function privateKeyType(key: string): 'PKCS1' | 'PKCS8' {
  if (key.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1'
  if (key.includes('BEGIN PRIVATE KEY')) return 'PKCS8'
  try {
    createPrivateKey({ key: Buffer.from(key.replace(/\s/g, ''), 'base64'), format: 'der', type: 'pkcs8' })
    return 'PKCS8'
  } catch {
    return 'PKCS1'
  }
}
