const fmt = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', year: 'numeric' })

export function formatDate(iso: string): string {
  return fmt.format(new Date(iso))
}
