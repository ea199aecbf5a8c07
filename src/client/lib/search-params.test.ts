import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DIFFICULTIES, PUBLIC_CATEGORIES } from '#shared/quiz'
import { definedParams, intParam, oneOfParam, stringParam } from './search-params'

// The readers stand in for zod schemas (`x.optional().catch(undefined)` inside z.object), which
// would bring all of zod into the initial JavaScript: they must accept and normalise exactly the same.
const anyParam = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 260 }),
  fc.string({ minLength: 95, maxLength: 205 }),
  fc.constantFrom(...PUBLIC_CATEGORIES, ...DIFFICULTIES, 'all', 'Technology', ' easy', ''),
  fc.integer({ min: -5, max: 60 }),
  fc.double(),
  fc.constantFrom(null, undefined, true, false, Number.NaN, Number.POSITIVE_INFINITY, '3', [1], { a: 1 }),
)

const caught = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

function sameAsZod(read: (value: unknown) => unknown, schema: z.ZodType) {
  fc.assert(
    fc.property(anyParam, (value) => {
      expect(read(value)).toEqual(caught(schema).parse(value))
    }),
    { numRuns: 2000 },
  )
}

describe('search param readers', () => {
  it('stringParam matches z.string().max(n)', () => {
    sameAsZod((value) => stringParam(value, { maxLength: 200 }), z.string().max(200))
    expect(stringParam('x'.repeat(200), { maxLength: 200 })).toBe('x'.repeat(200))
    expect(stringParam('x'.repeat(201), { maxLength: 200 })).toBeUndefined()
    expect(stringParam('', { maxLength: 200 })).toBe('')
  })

  it('stringParam with trim matches z.string().trim().min(1).max(n)', () => {
    sameAsZod((value) => stringParam(value, { maxLength: 100, trim: true }), z.string().trim().min(1).max(100))
    expect(stringParam('  abc \n', { maxLength: 100, trim: true })).toBe('abc')
    expect(stringParam('   ', { maxLength: 100, trim: true })).toBeUndefined()
    expect(stringParam(` ${'x'.repeat(100)} `, { maxLength: 100, trim: true })).toBe('x'.repeat(100))
  })

  it('oneOfParam matches z.enum(list)', () => {
    sameAsZod((value) => oneOfParam(value, PUBLIC_CATEGORIES), z.enum(PUBLIC_CATEGORIES))
    sameAsZod((value) => oneOfParam(value, DIFFICULTIES), z.enum(DIFFICULTIES))
    expect(oneOfParam('general-knowledge', PUBLIC_CATEGORIES)).toBe('general-knowledge')
    expect(oneOfParam('business', PUBLIC_CATEGORIES)).toBeUndefined()
  })

  it('intParam matches z.number().int().min().max() (no string coercion)', () => {
    sameAsZod((value) => intParam(value, { min: 1, max: 50 }), z.number().int().min(1).max(50))
    expect(intParam(1, { min: 1, max: 50 })).toBe(1)
    expect(intParam(50, { min: 1, max: 50 })).toBe(50)
    for (const value of [0, 51, 2.5, '2', Number.NaN]) expect(intParam(value, { min: 1, max: 50 })).toBeUndefined()
  })

  it('definedParams leaves out what was not accepted, as z.object did for absent keys', () => {
    const search = { page: 3, category: 'nope' }
    const read = definedParams({
      page: intParam(search.page, { min: 1, max: 50 }),
      category: oneOfParam(search.category, PUBLIC_CATEGORIES),
    })
    expect(read).toEqual({ page: 3 })
    expect(Object.keys(read)).toEqual(['page'])
    expect(definedParams({ a: undefined, b: '' })).toEqual({ b: '' })
  })
})
