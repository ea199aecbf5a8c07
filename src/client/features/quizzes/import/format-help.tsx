import { CSV_COLUMNS, FORMAT_HELP, IMPORT_SCREEN_TEXTS as TEXTS } from '@/texts/import-screen-texts'
import { FILE_FORMAT_LABELS } from '#shared/quiz-file-texts'
import type { QuizFileFormat } from '#shared/quiz-files'
import { m } from '#shared/i18n'

function CsvColumns() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left font-medium">{m.csv_columns_caption()}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-3">
              {m.csv_columns_headers_column()}
            </th>
            <th scope="col" className="py-1 pr-3">
              {m.csv_columns_headers_required()}
            </th>
            <th scope="col" className="py-1">
              {m.csv_columns_headers_holds()}
            </th>
          </tr>
        </thead>
        <tbody>
          {CSV_COLUMNS.rows.map((row) => (
            <tr key={row.column} className="border-b last:border-0">
              <th scope="row" className="py-1 pr-3 font-mono font-normal whitespace-nowrap">
                {row.column}
              </th>
              <td className="py-1 pr-3">{row.required ? m.csv_columns_yes() : m.csv_columns_no()}</td>
              <td className="py-1">{row.holds}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What a file of the chosen format must look like, folded until asked for. */
export function FormatHelp({ format }: { format: QuizFileFormat }) {
  const help = FORMAT_HELP[format]
  return (
    <details className="rounded-lg border p-3 [&[open]>summary]:mb-3">
      <summary className="cursor-pointer font-medium">{TEXTS.help(FILE_FORMAT_LABELS[format])}</summary>
      <div className="space-y-3 text-sm">
        <ul className="list-disc space-y-1 pl-5">
          {[...TEXTS.rules, ...help.points].map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {format === 'csv' && <CsvColumns />}
        <pre className="rounded-md bg-muted p-3 font-mono text-xs break-words whitespace-pre-wrap">{help.example}</pre>
      </div>
    </details>
  )
}
