import { z } from 'zod'

/** Ids are UUIDs; anything else is a 400 here, never a database error later. */
export const IdSchema = z.uuid({ error: 'Invalid id' })
export const IdInput = z.object({ id: IdSchema })
