import { afterEach, describe, expect, it, vi } from 'vitest'
import { definePiece, piecesPending } from './deferred-pieces.ts'
import { replayEarlyTaps } from './early-taps.ts'

type Tap = { event: Event; target: Element; value?: string }

/**
 * What the page's capture left (server/plugins/page-loader.ts), its elements hydrated as React
 * marks them; `taps` stays the capture's queue, so a test can add a tap made during the replay.
 */
function captured(taps: Tap[]) {
  for (const { target } of taps) Object.assign(target, { __reactProps$test: {} })
  const capture = {
    next: vi.fn<() => Tap | undefined>(() => taps.shift()),
    replay: (run: () => void) => run(),
    end: vi.fn<() => void>(),
  }
  Reflect.set(window, '__shopEarlyTaps', capture)
  return capture
}

const click = () => new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
const settled = () => new Promise((resolve) => setTimeout(resolve, 200))

afterEach(() => {
  document.body.innerHTML = ''
  Reflect.deleteProperty(window, '__shopEarlyTaps')
})

describe('replaying the taps made before hydration', () => {
  it('dispatches each tap again on its element, in order, once', async () => {
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button>'
    const seen: string[] = []
    document.addEventListener('click', (event) => seen.push((event.target as Element).id))
    const capture = captured([
      { event: click(), target: document.querySelector('#b')! },
      { event: click(), target: document.querySelector('#a')! },
    ])
    replayEarlyTaps()
    replayEarlyTaps()
    await settled()
    expect(seen).toEqual(['b', 'a'])
    expect(capture.end).toHaveBeenCalledTimes(1)
  })

  it('replays a tap made during the replay after the ones before it, and only then ends the capture', async () => {
    document.body.innerHTML = '<form><input name="quantity" value="1"><button>Add</button></form>'
    const field = document.querySelector('input')!
    const form = Object.assign(document.querySelector('form')!, { __reactProps$test: {} })
    const sent: string[] = []
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      sent.push(field.value)
    })
    const queue: Tap[] = [{ event: new Event('input'), target: field, value: '2' }]
    const capture = captured(queue)
    // The shopper taps Add while the typed quantity waits for its replay: the capture takes it.
    capture.next.mockImplementationOnce(() => {
      queue.push({ event: new SubmitEvent('submit'), target: form })
      return queue.shift()
    })
    replayEarlyTaps()
    await settled()
    expect(sent).toEqual(['2'])
    expect(capture.end).toHaveBeenCalledTimes(1)
    expect(capture.next).toHaveBeenCalledTimes(3)
  })

  it('drops a tap whose element the render removed, and sends it nowhere else', async () => {
    document.body.innerHTML = '<button id="kept">Kept</button>'
    const gone = document.createElement('button')
    const seen: string[] = []
    document.addEventListener('click', (event) => seen.push((event.target as Element).id))
    captured([{ event: click(), target: gone }])
    replayEarlyTaps()
    await settled()
    expect(seen).toEqual([])
  })

  it('puts back what was typed before the tap after it, and a submit still goes through the form’s validation', async () => {
    document.body.innerHTML = '<form><input name="quantity" type="number" min="1" required value="1"><button>Add</button></form>'
    const field = document.querySelector('input')!
    const typed: string[] = []
    field.addEventListener('input', () => typed.push(field.value))
    let submits = 0
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault()
      submits += 1
    })
    captured([
      { event: new Event('input'), target: field, value: '0' },
      { event: new SubmitEvent('submit'), target: document.querySelector('form')! },
    ])
    replayEarlyTaps()
    await settled()
    expect(typed).toEqual(['0'])
    expect(field.value).toBe('0')
    // 0 is under the field's minimum: the browser refuses the submit, as it would a new one.
    expect(submits).toBe(0)
  })

  it('keeps a tap on a piece whose code is still coming until that piece has hydrated, and captures meanwhile', async () => {
    document.body.innerHTML = '<form><input name="email"><button id="login">Log in</button></form>'
    const button = document.querySelector('#login')!
    const seen: string[] = []
    document.addEventListener('click', (event) => seen.push((event.target as Element).id))
    let arrive!: (form: string) => void
    // The page's form: its code comes when the replay's first tap opens the gate, and arrives late.
    const form = definePiece(() => new Promise<string>((resolve) => (arrive = resolve)))
    const capture = captured([{ event: click(), target: button }])
    Reflect.deleteProperty(button, '__reactProps$test')
    replayEarlyTaps()
    await settled()
    expect(piecesPending()).toBe(true)
    expect(seen).toEqual([])
    expect(capture.end).not.toHaveBeenCalled()
    // The code comes, React hydrates the form: the tap goes through, once, and the capture ends.
    arrive('form')
    await form.whenOpen()
    Object.assign(button, { __reactProps$test: {} })
    await settled()
    expect(seen).toEqual(['login'])
    expect(capture.end).toHaveBeenCalledTimes(1)
  })
})
