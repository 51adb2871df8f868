/**
 * The widths the build writes of a master `masterWidth` pixels wide (scripts/build/responsive-images.ts):
 * the steps it reaches, and the master's own width, so a sharp screen never gets less than the master.
 */
export function responsiveWidths(masterWidth: number): number[] {
  const steps = [320, 640, 960, 1280, 1600].filter((width) => width <= masterWidth)
  return masterWidth > 0 && !steps.includes(masterWidth) && masterWidth < 1600 ? [...steps, masterWidth] : steps
}
