// Controls whose tap needs code or messages beyond the page's own: the search's dialog and the
// other language's messages. Shared because both sides act on it: the controls carry these
// classes (src/features/search, src/ui/locale-toggle.tsx), and the server lists, in each page it
// renders, the files a tap on them needs (server/plugins/route-assets.ts). A tap on one made
// before the page is ready then makes the page's inline capture ask for those files at once
// (server/plugins/page-loader.ts), while the page's code still loads, not a round trip after it.

export const tapNeedClasses = { search: 'search-trigger', language: 'locale-toggle' } as const
export type TapNeed = keyof typeof tapNeedClasses
