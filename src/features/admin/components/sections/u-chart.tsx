import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export const palette = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989']

/** One uPlot chart, drawn into its box and redrawn when its options or data change. */
export function UChart({
  label,
  options,
  data,
  height = 240,
}: {
  label: string
  options: Omit<uPlot.Options, 'width' | 'height'>
  data: uPlot.AlignedData
  height?: number
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const chart = new uPlot({ ...options, width: Math.max(320, element.clientWidth), height }, data, element)
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(320, element.clientWidth), height }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [options, data, height])
  return <figure className="admin-chart" role="img" aria-label={label} ref={box} />
}
