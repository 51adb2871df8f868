import type { ReactNode } from 'react'
import type { ProsePage } from '../content/types.ts'
import './prose-page.css'

/** A long static page (policy, terms, rules, brand story) from a per-language content module. */
export function ProsePageView({ page, before, after }: { page: Omit<ProsePage, 'description'>; before?: ReactNode; after?: ReactNode }) {
  return (
    <article className="prose-page">
      {before}
      <h1>{page.title}</h1>
      {page.updated ? <p className="prose-page__updated">{page.updated}</p> : null}
      {page.lead ? <p className="prose-page__lead">{page.lead}</p> : null}
      {page.sections.map((section) => (
        <section key={section.heading} id={section.id}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {after}
    </article>
  )
}
