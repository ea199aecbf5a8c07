import { ChevronDown, ShieldAlert } from 'lucide-react'
import { VIOLATION_LABELS, type ViolationType } from '#shared/anti-cheat'
import { RESULT_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import type { ResultAttempt } from '@/lib/result-types'
import { dateFormat } from '#shared/i18n'
import { m } from '#shared/i18n'

const labelOf = (type: string) => VIOLATION_LABELS[type as ViolationType] ?? type

const timeFormat = dateFormat({ timeStyle: 'medium' })

function SeverityBadge({ severity }: { severity: string }) {
  const serious = severity === 'critical' || severity === 'high'
  return (
    <Badge
      variant={serious ? 'outline' : 'warning'}
      className={serious ? 'border-destructive/40 bg-destructive/10 text-destructive capitalize' : 'capitalize'}
    >
      {severity}
    </Badge>
  )
}

function ViolationCounts({ summary }: { summary: ResultAttempt['violationSummary'] }) {
  return (
    <Table>
      <TableCaption className="sr-only">{m.result_texts_report_by_type()}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{m.result_texts_report_type()}</TableHead>
          <TableHead scope="col">{m.result_texts_report_severity()}</TableHead>
          <TableHead scope="col" className="text-right">
            {m.result_texts_report_count()}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {summary.map((entry) => (
          <TableRow key={entry.type}>
            <TableHead scope="row" className="font-normal">
              {labelOf(entry.type)}
            </TableHead>
            <TableCell>
              <SeverityBadge severity={entry.severity} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{entry.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function ViolationLog({ violations }: { violations: ResultAttempt['antiCheatViolations'] }) {
  if (violations.length === 0) return null
  return (
    <Collapsible>
      <CollapsibleTrigger asChild>
        <Button variant="outline" size="sm" className="group">
          <ChevronDown className="transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
          {RESULT_TEXTS.report.showAll(violations.length)}
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ol className="mt-3 space-y-1 text-sm">
          {violations.map((violation, index) => (
            <li key={index} className="flex flex-wrap gap-x-3">
              <time dateTime={violation.timestamp} className="text-muted-foreground tabular-nums">
                {timeFormat.format(new Date(violation.timestamp))}
              </time>
              <span className="font-medium">{labelOf(violation.type)}</span>
              {violation.details && <span className="text-muted-foreground">{violation.details}</span>}
            </li>
          ))}
        </ol>
      </CollapsibleContent>
    </Collapsible>
  )
}

/** Shown when the attempt recorded violations: counts by type, tab switches, and the log. */
export function AntiCheatReport({ attempt }: { attempt: ResultAttempt }) {
  if (attempt.violationCount <= 0) return null
  return (
    <Card className="border-warning/40">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="inline-flex items-center gap-2 text-xl">
            <ShieldAlert className="size-5 text-warning" aria-hidden="true" />
            {m.result_texts_anti_cheat_title()}
          </h2>
        </CardTitle>
        <CardDescription>{RESULT_TEXTS.report.recorded(attempt.violationCount)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border bg-muted/40 p-3">
            <dt className="text-sm text-muted-foreground">{m.result_texts_report_total()}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="violation-count">
              {attempt.violationCount}
            </dd>
          </div>
          <div className="rounded-lg border bg-muted/40 p-3">
            <dt className="text-sm text-muted-foreground">{m.result_texts_report_tab_switches()}</dt>
            <dd className="text-xl font-semibold tabular-nums">{attempt.tabSwitches}</dd>
          </div>
        </dl>
        {attempt.violationSummary.length > 0 && <ViolationCounts summary={attempt.violationSummary} />}
        <ViolationLog violations={attempt.antiCheatViolations} />
      </CardContent>
    </Card>
  )
}
