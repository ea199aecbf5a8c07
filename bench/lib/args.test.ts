import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { type BenchArgs, benchArgs, listItems, parseBenchArgs, REQUIRED } from './args'

const spec = {
  port: 3320,
  sizes: '10000,100000',
  'client-dir': String,
  tsx: Boolean,
  driver: ['postgres', 'pglite'],
} as const

describe('parseBenchArgs', () => {
  it('gives each option its default when the command line is empty', () => {
    const args = parseBenchArgs(spec, [])
    expect(args).toStrictEqual({
      port: 3320,
      sizes: '10000,100000',
      'client-dir': undefined,
      tsx: false,
      driver: 'postgres',
    })
    expectTypeOf(args).toEqualTypeOf<{
      port: number
      sizes: string
      'client-dir': string | undefined
      tsx: boolean
      driver: 'postgres' | 'pglite'
    }>()
  })

  it('reads numbers, texts, flags and choices, in any order and in both forms', () => {
    const argv = ['--tsx', '--driver', 'pglite', '--port=4000', '--client-dir', '/tmp/x', '--sizes', '5']
    expect(parseBenchArgs(spec, argv)).toStrictEqual({
      port: 4000,
      sizes: '5',
      'client-dir': '/tmp/x',
      tsx: true,
      driver: 'pglite',
    })
    expect(parseBenchArgs(spec, ['--port', '1e3']).port).toBe(1000)
  })

  it('refuses a number that is not one', () => {
    expect(() => parseBenchArgs(spec, ['--port', 'abc'])).toThrow("--port takes a number, not 'abc'")
    expect(() => parseBenchArgs(spec, ['--port', ''])).toThrow("--port takes a number, not ''")
    expect(() => parseBenchArgs(spec, ['--port', 'Infinity'])).toThrow("--port takes a number, not 'Infinity'")
  })

  it('refuses a choice outside its list', () => {
    expect(() => parseBenchArgs(spec, ['--driver', 'mysql'])).toThrow(
      "--driver takes one of postgres, pglite, not 'mysql'",
    )
  })

  it('refuses an option it does not know, and names the ones it does', () => {
    expect(() => parseBenchArgs(spec, ['--prot', '1'])).toThrow(
      /'--prot'[\s\S]*\noptions: --port --sizes --client-dir --tsx --driver$/,
    )
  })

  it('refuses a flag given a value, and an option given none', () => {
    expect(() => parseBenchArgs(spec, ['--tsx', '1'])).toThrow("--tsx is a flag and takes no value (given '1')")
    expect(() => parseBenchArgs(spec, ['--port'])).toThrow(/--port/)
  })

  it('insists on a required option', () => {
    const required = { 'client-dir': REQUIRED, port: 1 } as const
    expect(parseBenchArgs(required, ['--client-dir', 'dist'])).toStrictEqual({ 'client-dir': 'dist', port: 1 })
    expectTypeOf<BenchArgs<typeof required>['client-dir']>().toEqualTypeOf<string>()
  })

  it('says which required option is missing', () => {
    const required = { 'client-dir': REQUIRED } as const
    expect(() => parseBenchArgs(required, [])).toThrow('--client-dir is required\noptions: --client-dir')
    expect(() => parseBenchArgs(required, ['--client-dir='])).toThrow('--client-dir is required')
  })
})

describe('listItems', () => {
  const whole = (item: string) => (/^[1-9]\d*$/.test(item) ? null : 'is not a whole number')

  it('splits a list whose items all pass', () => {
    expect(listItems('sizes', '10,200', whole)).toEqual(['10', '200'])
  })

  it('names every wrong item, empty ones too', () => {
    expect(() => listItems('sizes', '10,1k,', whole)).toThrow(
      "--sizes: '1k' is not a whole number; '' is not a whole number",
    )
  })
})

describe('benchArgs', () => {
  const argv = process.argv
  afterEach(() => {
    process.argv = argv
    vi.restoreAllMocks()
  })

  it('ends the script with exit code 2 and a one-line message naming it', () => {
    process.argv = ['node', '/work/bench/api.ts', '--driver', 'mysql']
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited')
    }) as never)
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect(() => benchArgs(spec)).toThrow('exited')
    expect(exit).toHaveBeenCalledWith(2)
    expect(write).toHaveBeenCalledWith("api.ts: --driver takes one of postgres, pglite, not 'mysql'\n")
  })
})
