import { z } from 'zod'
import { m } from '#shared/i18n'

/** Ids are UUIDs; anything else is a 400 here, never a database error later. */
export const IdSchema = z.uuid({ error: () => m.field_messages_id_invalid() })
export const IdInput = z.object({ id: IdSchema })
