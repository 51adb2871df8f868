import { useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { DeleteAccountInput, DeletionStatus } from '#contract/account.ts'
import { saveFile } from '@/lib/save-file.ts'
import { accountApi, accountKeys } from './account-api.ts'
import type { SentCode } from './send-email-code.ts'

/** What keeps the account from being deleted now (each reason in the shopper's language), and the balance a deletion gives up. */
export function useDeletionStatus(locale: string) {
  return useQuery({
    queryKey: accountKeys.deletion(locale),
    queryFn: (): Promise<DeletionStatus> => accountApi().request('GET /user/deletion'),
  })
}

/** Mails the code that confirms a deletion to the account's own address; refused while something blocks it. */
export function sendDeletionCode(): Promise<SentCode> {
  return accountApi().envelope('POST /user/deletion/code', { silent: true })
}

/** Signs out everywhere: the caller forgets the session once it answers. */
export function useDeleteAccount({
  mutationConfig,
}: { mutationConfig?: UseMutationOptions<Envelope<null>, Error, DeleteAccountInput> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: (body) => accountApi().envelope('POST /user/delete', { body, silent: true }) })
}

/** "Download my data": the server streams the JSON file; the browser saves it. */
export function useDownloadMyData({ mutationConfig }: { mutationConfig?: UseMutationOptions<void, Error, void> } = {}) {
  return useMutation({
    ...mutationConfig,
    mutationFn: async () =>
      saveFile(
        await accountApi().download('GET /user/export', { silent: true }),
        `cross-border-shop-my-data-${new Date().toISOString().slice(0, 10)}.json`,
      ),
  })
}
