import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useBirthDate } from '../api/use-birth-date.ts'

/** Existing accounts add their date of birth once, before the first draw (18 or older). */
export function BirthDateForm() {
  const { t } = useLingui()
  const id = useId()
  const [date, setDate] = useState('')
  const save = useBirthDate()
  return (
    <form
      className="box-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (date) save.mutate({ date_of_birth: date })
      }}
    >
      <p>
        <Trans>Blind boxes are sold to adults only. Add your date of birth once before your first draw; it cannot be changed later.</Trans>
      </p>
      <label htmlFor={id}>
        <Trans>Date of birth</Trans>
      </label>
      <input id={id} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>{t`Save date of birth`}</button>
    </form>
  )
}
