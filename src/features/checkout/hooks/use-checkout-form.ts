import { useEffect, useMemo, useRef } from 'react'
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form'
import { useLingui } from '@lingui/react'
import type { FormCheck } from '@/lib/form-resolver.ts'
import type { Translate } from '../schemas/translate.ts'

/**
 * A checkout form (a step, or the card): validated by its check in the interface language
 * (messages shown follow a language switch), every change handed to `onChange` for the draft.
 */
export function useCheckoutForm<T extends FieldValues>(
  makeSchema: (translate: Translate) => FormCheck<T>,
  defaultValues: T,
  onChange: (values: T) => void,
) {
  // `_` changes with the interface language, so the schema (and its messages) does too.
  const { _ } = useLingui()
  const schema = useMemo(() => makeSchema(_), [makeSchema, _])
  const form = useForm<T, unknown, T>({ resolver: schema.resolver, defaultValues: defaultValues as DefaultValues<T>, mode: 'onTouched' })
  const { trigger, subscribe } = form

  // Messages already shown are said again in the new language after a switch.
  const validatedWith = useRef(schema)
  useEffect(() => {
    if (validatedWith.current === schema) return
    validatedWith.current = schema
    const shown = Object.keys(form.formState.errors) as FieldPath<T>[]
    if (shown.length > 0) void trigger(shown)
  }, [schema, trigger, form])

  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) })
  }, [subscribe, onChange])

  return form
}
