import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CreateReturnBody, ReturnKind, ReturnReason, ShopperReturn } from '#contract/returns.ts'
import { refusedField } from '@/lib/refused-field.ts'
import { FormField } from '@/ui/form-field.tsx'
import type { ReturnOptionLine, ReturnOptions } from '../api/get-return-options.ts'
import { uploadReturnPhoto, useStartReturn } from '../api/start-return.ts'
import { useOrderFormat } from '../hooks/use-order-format.ts'
import { maxNote, maxPhotoBytes, maxPhotos, returnKindLabels, returnKinds, returnReasonLabels, returnReasons } from './return-labels.ts'

interface ReturnRequestFormProps {
  options: ReturnOptions
  onDone: (started: ShopperReturn) => void
  onCancel: () => void
}

type Problems = Partial<Record<string, string>>

/**
 * "Return or exchange": which lines and how many, the kind, the reason, a note and photos. The
 * server checks every rule again; what it refuses shows as its message next to the field.
 */
export function ReturnRequestForm({ options, onDone, onCancel }: ReturnRequestFormProps) {
  const { t, i18n } = useLingui()
  const format = useOrderFormat()
  const start = useStartReturn(options.order_no)
  const offered = returnKinds.filter((kind) => options.lines.some((line) => open(line) && line.kinds.includes(kind)))
  const [kind, setKind] = useState<ReturnKind | undefined>(offered[0])
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [sizes, setSizes] = useState<Record<number, string>>({})
  const [reason, setReason] = useState<ReturnReason | ''>('')
  const [note, setNote] = useState('')
  const [serial, setSerial] = useState('')
  const [photos, setPhotos] = useState<{ photo_id: string; url: string }[]>([])
  const [uploading, setUploading] = useState(false)
  const [problems, setProblems] = useState<Problems>({})
  const nameOf = (line: { name_en: string; name_zh: string }) => (i18n.locale === 'zh-cn' ? line.name_zh || line.name_en : line.name_en)
  const chosen = options.lines.filter((line) => kind && open(line) && line.kinds.includes(kind) && (quantities[line.line_id] ?? 0) > 0)

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    const room = maxPhotos - photos.length
    if (files.length > room) return setProblems({ photo_ids: t`Up to ${maxPhotos} photos.` })
    const wrong = files.find((file) => !file.type.startsWith('image/'))
    if (wrong) return setProblems({ photo_ids: t`${wrong.name} is not a picture: add photos (JPEG, PNG or WebP).` })
    const big = files.find((file) => file.size > maxPhotoBytes)
    if (big) return setProblems({ photo_ids: t`${big.name} is larger than 10 MB.` })
    setProblems({})
    setUploading(true)
    try {
      for (const file of files) {
        const uploaded = await uploadReturnPhoto(file)
        setPhotos((previous) => [...previous, uploaded])
      }
    } catch (error) {
      setProblems({ photo_ids: error instanceof Error ? error.message : String(error) })
    } finally {
      setUploading(false)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: Problems = {}
    if (!kind) found.kind = t`Choose what you would like.`
    if (chosen.length === 0) found.lines = t`Choose at least one item and how many.`
    if (kind === 'exchange')
      for (const line of chosen) if (!sizes[line.line_id]) found[`size-${line.line_id}`] = t`Choose the size you want instead.`
    if (!reason) found.reason = t`Choose a reason.`
    if (kind === 'warranty' && serial.trim() === '') found.serial_number = t`Type the serial number printed on the product.`
    if (note.length > maxNote) found.note = t`Keep the note under ${maxNote} characters.`
    setProblems(found)
    if (Object.keys(found).length > 0 || !kind || !reason) return
    const body: CreateReturnBody = {
      order_no: options.order_no,
      kind,
      reason,
      lines: chosen.map((line) => ({
        line_id: line.line_id,
        quantity: quantities[line.line_id] ?? 0,
        ...(kind === 'exchange' ? { replacement_size: sizes[line.line_id] } : {}),
      })),
      note: note.trim(),
      photo_ids: photos.map((photo) => photo.photo_id),
      ...(kind === 'warranty' ? { serial_number: serial.trim() } : {}),
    }
    start.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        const field = refusedField(error) ?? 'form'
        // `lines.2.quantity` names the request's third line: shown beside that line.
        const index = /^lines\.(\d+)/.exec(field)?.[1]
        const line = index === undefined ? undefined : body.lines[Number(index)]
        setProblems({ [line ? `line-${line.line_id}` : field.split('.')[0]!]: error.message })
      },
    })
  }

  const fieldProblem = (name: string) => problems[name]
  const known = new Set([
    'kind',
    'lines',
    'reason',
    'note',
    'serial_number',
    'photo_ids',
    ...options.lines.flatMap((l) => [`line-${l.line_id}`, `size-${l.line_id}`]),
  ])
  const elsewhere = Object.entries(problems).find(([name]) => !known.has(name))?.[1]

  return (
    <form className="return-form" onSubmit={submit} noValidate aria-labelledby="return-form-title">
      <h3 id="return-form-title">
        <Trans>Return or exchange</Trans>
      </h3>
      <fieldset className="return-form__kinds">
        <legend>
          <Trans>What would you like?</Trans>
        </legend>
        {returnKinds.map((each) => (
          <label key={each} className="return-form__choice">
            <input
              type="radio"
              name="kind"
              value={each}
              checked={kind === each}
              disabled={!offered.includes(each)}
              onChange={() => setKind(each)}
            />
            <span>{i18n._(returnKindLabels[each])}</span>
          </label>
        ))}
        {fieldProblem('kind') ? (
          <p className="field__error" role="alert">
            {fieldProblem('kind')}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="return-form__lines">
        <legend>
          <Trans>Items</Trans>
        </legend>
        {options.lines.map((line) => {
          const name = nameOf(line)
          const usable = Boolean(kind && open(line) && line.kinds.includes(kind))
          const until = kind === 'warranty' ? line.warranty_ends_at : line.window_ends_at
          return (
            <div key={line.line_id} className={`return-line ${usable ? '' : 'return-line--off'}`}>
              <p className="return-line__name">
                <strong>{name}</strong>
                {line.size ? (
                  <small>
                    {' '}
                    · <Trans>Size {line.size}</Trans>
                  </small>
                ) : null}
              </p>
              {usable ? (
                <div className="return-line__controls">
                  <FormField label={t`How many of ${name}`} error={fieldProblem(`line-${line.line_id}`)}>
                    {(control) => (
                      <select
                        {...control}
                        value={quantities[line.line_id] ?? 0}
                        onChange={(event) => setQuantities((previous) => ({ ...previous, [line.line_id]: Number(event.target.value) }))}
                      >
                        {Array.from({ length: line.returnable + 1 }, (_, count) => (
                          <option key={count} value={count}>
                            {count}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                  {kind === 'exchange' && (quantities[line.line_id] ?? 0) > 0 ? (
                    <FormField label={t`Size wanted instead of ${line.size}`} error={fieldProblem(`size-${line.line_id}`)}>
                      {(control) => (
                        <select
                          {...control}
                          value={sizes[line.line_id] ?? ''}
                          onChange={(event) => setSizes((previous) => ({ ...previous, [line.line_id]: event.target.value }))}
                        >
                          <option value="">{t`Choose a size`}</option>
                          {line.sizes
                            .filter((size) => size !== line.size)
                            .map((size) => (
                              <option key={size} value={size}>
                                {size}
                              </option>
                            ))}
                        </select>
                      )}
                    </FormField>
                  ) : null}
                  {until ? (
                    <p className="field__hint">
                      <Trans>Until {format.date(until)}</Trans>
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="return-line__refusal">{line.refusal_msg ?? t`Not offered for this choice.`}</p>
              )}
            </div>
          )
        })}
        {fieldProblem('lines') ? (
          <p className="field__error" role="alert">
            {fieldProblem('lines')}
          </p>
        ) : null}
      </fieldset>

      <FormField label={t`Reason`} error={fieldProblem('reason')}>
        {(control) => (
          <select
            {...control}
            value={reason}
            onChange={(event) => setReason(returnReasons.find((each) => each === event.target.value) ?? '')}
          >
            <option value="">{t`Choose a reason`}</option>
            {returnReasons.map((each) => (
              <option key={each} value={each}>
                {i18n._(returnReasonLabels[each])}
              </option>
            ))}
          </select>
        )}
      </FormField>

      {kind === 'warranty' ? (
        <FormField label={t`Serial number`} hint={t`Printed on the product or its box.`} error={fieldProblem('serial_number')}>
          {(control) => (
            <input {...control} value={serial} autoComplete="off" maxLength={60} onChange={(event) => setSerial(event.target.value)} />
          )}
        </FormField>
      ) : null}

      <FormField label={t`Note (optional)`} error={fieldProblem('note')}>
        {(control) => <textarea {...control} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />}
      </FormField>

      <FormField label={t`Photos (up to ${maxPhotos})`} hint={t`Pictures only, up to 10 MB each.`} error={fieldProblem('photo_ids')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            multiple
            disabled={uploading || photos.length >= maxPhotos}
            onChange={(event) => void addPhotos(event)}
          />
        )}
      </FormField>
      {uploading ? (
        <p role="status">
          <Trans>Uploading…</Trans>
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="return-form__photos" aria-label={t`Photos added`}>
          {photos.map((photo, index) => (
            <li key={photo.photo_id}>
              <img src={photo.url} alt={t`Photo ${index + 1}`} width={72} height={72} />
              <button type="button" onClick={() => setPhotos((previous) => previous.filter((each) => each !== photo))}>
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {elsewhere ? (
        <p className="field__error" role="alert">
          {elsewhere}
        </p>
      ) : null}
      <div className="return-form__actions">
        <button type="submit" className="button" disabled={start.isPending || uploading}>
          <Trans>Send request</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}

/** A line that may still come back by some kind. */
function open(line: ReturnOptionLine): boolean {
  return line.returnable > 0 && line.kinds.length > 0
}
