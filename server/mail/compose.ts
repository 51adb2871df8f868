/**
 * A mail as a list of parts, written once and rendered twice: plain text for every client and
 * HTML for those that show it. Both come from the same parts, so they carry the same facts.
 */
export type MailPart =
  | { paragraph: string }
  /** Label and value pairs: amounts, a tracking number. */
  | { facts: (readonly [label: string, value: string])[] }
  | { link: string; label: string }

export interface ComposedMail {
  subject: string
  text: string
  html: string
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function asText(part: MailPart): string {
  if ('paragraph' in part) return part.paragraph
  if ('facts' in part) return part.facts.map(([label, value]) => `${label}: ${value}`).join('\n')
  return `${part.label}: ${part.link}`
}

function asHtml(part: MailPart): string {
  if ('paragraph' in part) return `<p>${escape(part.paragraph).replace(/\n/g, '<br>')}</p>`
  if ('facts' in part) {
    const rows = part.facts.map(
      ([label, value]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escape(label)}</th><td>${escape(value)}</td></tr>`,
    )
    return `<table role="presentation" cellspacing="0">${rows.join('')}</table>`
  }
  return `<p><a href="${escape(part.link)}">${escape(part.label)}</a><br>${escape(part.link)}</p>`
}

/** `lang`: the recipient's language, for the HTML's `lang` (screen readers, fonts). */
export function composeMail(subject: string, parts: MailPart[], lang: string): ComposedMail {
  return {
    subject,
    text: parts.map(asText).join('\n\n'),
    html:
      `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>` +
      `<body style="font-family:sans-serif;line-height:1.5">${parts.map(asHtml).join('\n')}</body></html>`,
  }
}
