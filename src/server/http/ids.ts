import { z } from 'zod'
import { FIELD_MESSAGES } from '#shared/messages'

/** Ids are UUIDs; anything else is a 400 here, never a database error later. */
export const IdSchema = z.uuid({ error: () => FIELD_MESSAGES.idInvalid })
export const IdInput = z.object({ id: IdSchema })
