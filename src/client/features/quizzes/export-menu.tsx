import { Download, FileDown } from 'lucide-react'
import { FILE_FORMAT_LABELS, IMPORT_ENTRY_TEXTS } from '#shared/quiz-file-texts'
import { QUIZ_FILE_FORMATS } from '#shared/quiz-files'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { exportUrl } from './import/import-file'
import { m } from '#shared/i18n'

/**
 * A quiz's Export menu: one item per format, each a plain download of the server's file, so the
 * browser saves it under the name the server gives it (the quiz's title, in any script).
 */
export function ExportMenu({ quiz }: { quiz: { id: string; title: string } }) {
  return (
    // Not modal, as the account menu: a modal menu marks the page aria-hidden around controls that
    // can still take the focus, which axe reports.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" aria-label={IMPORT_ENTRY_TEXTS.exportQuiz(quiz.title)}>
          <Download aria-hidden="true" /> {m.import_entry_texts_export()}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {QUIZ_FILE_FORMATS.map((format) => (
          <DropdownMenuItem key={format} asChild>
            <a href={exportUrl(quiz.id, format)} download>
              <FileDown aria-hidden="true" /> {IMPORT_ENTRY_TEXTS.exportAs(FILE_FORMAT_LABELS[format])}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
