/**
 * CSV as spreadsheets and bank portals read it (RFC 4180): every row ends in CRLF, and a field with
 * a comma, a quote or a line break is quoted, its quotes doubled. A cell that a spreadsheet would
 * run as a formula (it starts with = + - @, or a tab or carriage return) is prefixed with ', so a
 * username such as `=HYPERLINK(...)` stays text when the sheet is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}
