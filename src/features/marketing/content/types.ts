// Long copy lives in typed per-language modules loaded with the route, not in the global catalogs.

export interface ServiceTable {
  /** Stable across languages (tests and anchors). */
  id: string
  caption: string
  columns: string[]
  rows: Array<{ id: string; cells: string[] }>
}

export type StudySectionId = 'visa' | 'study' | 'immigration' | 'travel'

export interface StudySection {
  id: StudySectionId
  /** The top-navigation label. */
  nav: string
  eyebrow: string
  title: string
  intro: string
  highlights: string[]
  image: string
  imageAlt: string
  tables: ServiceTable[]
}

export interface StudyContent {
  title: string
  description: string
  hero: { eyebrow: string; title: string; lead: string; claims: Array<{ value: string; label: string }> }
  contact: {
    nav: string
    title: string
    lead: string
    abroad: string
    phoneLabel: string
    wechatLabel: string
    qrAlt: string
    hours: string
    imageAlt: string
  }
  sections: StudySection[]
}

export interface ProseSection {
  /** An anchor other pages link to (the same in every language), e.g. the footer's 'shipping'. */
  id?: string
  heading: string
  paragraphs: string[]
  list?: string[]
}

export interface ProsePage {
  title: string
  description: string
  updated?: string
  lead?: string
  sections: ProseSection[]
}
