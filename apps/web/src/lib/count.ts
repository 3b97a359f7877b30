/**
 * "47,500": a count with its thousands marked. Written out by hand: the first Intl number
 * format a page makes loads locale data, 20–30 ms of the task that draws an admin page's first data.
 */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
