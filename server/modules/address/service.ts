import type { Address, AddressFields } from '#contract/account.ts'
import { Code } from '#contract/envelope.ts'
import type { Db } from '../../db/database.ts'
import type { AddressRow } from '../../db/tables/accounts.ts'
import { ShopError } from '../../http/shop-error.ts'
import { messages } from './messages.ts'
import * as queries from './queries.ts'
import { checkedAddress, stillPasses } from './rules.ts'

export const maxAddresses = 20

function addressOf(row: AddressRow): Address {
  const { id, first_name, last_name, country, state, city, address, postal_code, phone, is_default } = row
  return { id, first_name, last_name, country, state, city, address, postal_code, phone, is_default, needs_check: !stillPasses(row) }
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return (await queries.listAddresses(db, userId)).map(addressOf)
}

/** Another user's address answers exactly like one that does not exist. */
export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await queries.findAddress(db, userId, id)
  if (!row) throw new ShopError(Code.notFound, messages.addressNotFound)
  return addressOf(row)
}

/** The first address becomes the default; a new default takes the flag from the old one. */
export async function addAddress(db: Db, userId: number, input: AddressFields, now: Date): Promise<Address> {
  const fields = checkedAddress(input)
  return db.transaction().execute(async (trx) => {
    await queries.lockAddressBook(trx, userId)
    const count = await queries.countAddresses(trx, userId)
    if (count >= maxAddresses) throw new ShopError(Code.conflict, messages.addressBookFull, { params: { max: maxAddresses } })
    const isDefault = fields.is_default || count === 0
    if (isDefault) await queries.clearDefault(trx, userId)
    return addressOf(
      await queries.insertAddress(trx, { ...fields, is_default: isDefault, user_id: userId, created_at: now, updated_at: now }),
    )
  })
}

export async function storeAddress(db: Db, userId: number, id: number, input: AddressFields, now: Date): Promise<Address> {
  const fields = checkedAddress(input)
  return db.transaction().execute(async (trx) => {
    await queries.lockAddressBook(trx, userId)
    const existing = await queries.findAddress(trx, userId, id)
    if (!existing) throw new ShopError(Code.notFound, messages.editFailed)
    if (fields.is_default && !existing.is_default) await queries.clearDefault(trx, userId)
    const updated = await queries.updateAddress(trx, userId, id, { ...fields, updated_at: now })
    if (!updated) throw new ShopError(Code.notFound, messages.editFailed)
    return addressOf(updated)
  })
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await queries.lockAddressBook(trx, userId)
    const deleted = await queries.deleteAddress(trx, userId, id)
    if (!deleted) throw new ShopError(Code.notFound, messages.deleteFailed)
    if (deleted.is_default) await queries.promoteOldestAddress(trx, userId)
  })
}
