import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/** The Database interface, kept in step with db/migrations. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type Role = 'user' | 'admin'

export interface UsersTable {
  id: Generated<string>
  username: string
  email: string
  phone: string | null
  password_hash: string | null
  google_sub: string | null
  profile_picture: string | null
  role: ColumnType<Role, Role | undefined, Role>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface SessionsTable {
  id: string
  user_id: string
  secret_hash: Uint8Array
  created_at: Timestamp
  last_verified_at: Timestamp
}

export interface ContactMessagesTable {
  id: Generated<string>
  user_id: string | null
  name: string
  email: string
  subject: string
  message: string
  created_at: Timestamp
}

export interface Database {
  users: UsersTable
  sessions: SessionsTable
  contact_messages: ContactMessagesTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
