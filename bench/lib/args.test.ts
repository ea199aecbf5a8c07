import { describe, expect, it } from 'vitest'
import { parseBenchArgs } from './args'

const spec = {
  port: 3320,
  sizes: '10000,100000',
  'client-dir': String,
  tsx: Boolean,
  driver: ['postgres', 'pglite'],
} as const

describe('parseBenchArgs', () => {
  it('gives each option its default when the command line is empty', () => {
    expect(parseBenchArgs(spec, [])).toEqual({
      port: 3320,
      sizes: '10000,100000',
      'client-dir': undefined,
      tsx: false,
      driver: 'postgres',
    })
  })

  it('reads numbers, texts, flags and choices, in any order', () => {
    expect(
      parseBenchArgs(spec, ['--tsx', '--driver', 'pglite', '--port', '4000', '--client-dir', '/tmp/x', '--sizes', '5']),
    ).toEqual({
      port: 4000,
      sizes: '5',
      'client-dir': '/tmp/x',
      tsx: true,
      driver: 'pglite',
    })
  })

  it('refuses a number that is not one', () => {
    expect(() => parseBenchArgs(spec, ['--port', 'abc'])).toThrow("--port takes a number, not 'abc'")
    expect(() => parseBenchArgs(spec, ['--port', ''])).toThrow("--port takes a number, not ''")
  })

  it('refuses a choice outside its list', () => {
    expect(() => parseBenchArgs(spec, ['--driver', 'mysql'])).toThrow(
      "--driver takes one of postgres, pglite, not 'mysql'",
    )
  })

  it('refuses an option it does not know, and names the ones it does', () => {
    expect(() => parseBenchArgs(spec, ['--prot', '1'])).toThrow(
      /Unknown option '--prot'.*options: --port --sizes --client-dir --tsx --driver/,
    )
  })

  it('refuses a flag given a value, and an option given none', () => {
    expect(() => parseBenchArgs(spec, ['--tsx', '1'])).toThrow(/Unexpected argument '1'/)
    expect(() => parseBenchArgs(spec, ['--port'])).toThrow(/argument missing/)
  })
})
