// `npm run bench -- lighthouse`: the main thread's longest task while a server-rendered page
// hydrates, and the blocking time around it, with the CPU slowed 4× (Lighthouse's mobile CPU).
// Lighthouse's TBT is simulated from one trace; this reads the browser's own long tasks, load by load.
import { phone } from '../e2e/support/slow-phone.ts'
import { launchChromium } from './chromium.ts'

export interface HydrationFigure {
  path: string
  /** Medians over the loads. */
  longestTaskMs: number
  blockingMs: number
  loads: number
}

/** A task this long or longer blocks a tap for longer than a shopper notices (RAIL; Lighthouse's TBT counts past it). */
export const longTaskBudgetMs = 50

/** Where the init script leaves the page's long tasks: `[start, duration]` each. */
const tasksKey = '__shopLongTasks'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Each path `loads` times, each a first visit on a 390 px phone with the CPU slowed 4× (no network throttling: the tasks are the CPU's). */
export async function measureHydrationTasks(baseUrl: string, paths: string[], loads = 5): Promise<HydrationFigure[]> {
  const browser = await launchChromium()
  const figures: HydrationFigure[] = []
  try {
    for (const path of paths) {
      const longest: number[] = []
      const blocking: number[] = []
      for (let load = 0; load < loads; load++) {
        const context = await browser.newContext({ ...phone, serviceWorkers: 'block', baseURL: baseUrl })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        // Listening before the page's first script, so no task of the page is missed.
        await page.addInitScript((key) => {
          const tasks: [number, number][] = []
          Reflect.set(window, key, tasks)
          new PerformanceObserver((list) => {
            for (const task of list.getEntries()) tasks.push([task.startTime, task.duration])
          }).observe({ type: 'longtask', buffered: true })
        }, tasksKey)
        await page.goto(path, { waitUntil: 'load' })
        const tasks = await page.evaluate(afterHydration, tasksKey)
        longest.push(Math.max(0, ...tasks.map(([, duration]) => duration)))
        blocking.push(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - longTaskBudgetMs), 0))
        await context.close()
      }
      figures.push({ path, longestTaskMs: median(longest), blockingMs: median(blocking), loads })
    }
  } finally {
    await browser.close()
  }
  return figures
}

/**
 * Runs in the page: waits until React has hydrated the page's last element (the root's
 * `#page-end`, which holds React's props once hydrated) and then a second passes without a long
 * task, at most 20 s; answers the long tasks from the first contentful paint on, as TBT counts them.
 */
function afterHydration(key: string): Promise<[number, number][]> {
  const tasks = Reflect.get(window, key) as [number, number][]
  const hydrated = () => {
    const end = document.getElementById('page-end')
    return !!end && Object.keys(end).some((name) => name.startsWith('__reactProps'))
  }
  const quietSince = () => Math.max(0, ...tasks.map(([start, duration]) => start + duration))
  const startedAt = performance.now()
  return new Promise((resolve) => {
    const check = () => {
      const now = performance.now()
      if ((hydrated() && now - quietSince() > 1000) || now - startedAt > 20_000) {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
        return resolve(tasks.filter(([start, duration]) => start + duration > paint))
      }
      setTimeout(check, 100)
    }
    check()
  })
}
