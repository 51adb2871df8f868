// Without zod: the shop's error view reads these, and shoppers' pages must not load zod.

/** The longest error text a page reports; the client cuts it there. */
export const errorMessageMax = 300

/** `chunk`: a part of the app did not load (after the one reload); `route`: a page failed. */
export const errorReportKinds = ['route', 'chunk'] as const
export type ErrorReportKind = (typeof errorReportKinds)[number]
