import {mkdirSync} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {FeedbackReason} from '../../../src/analytics/events';

/**
 * The feedback store: one SQLite file in WAL mode. Every insert is its own transaction and returns
 * once it is committed (synchronous=FULL: on disk, not only in the page cache), so an answer the
 * service acknowledged survives the process being killed right after, or the machine losing power.
 * Rows carry what the reader sent and when it arrived: no address, no user agent, no cookie.
 */

export type StoredAnswer = {id: number; receivedAt: number; page: string; helpful: boolean; reason: FeedbackReason | null};
export type StoredSearch = {id: number; receivedAt: number; query: string; page: string; hits: number};

/**
 * The schema, one step per version; PRAGMA user_version is the version a database is at. A new
 * version appends a step (ALTER TABLE…), never edits an old one.
 */
export const migrations: readonly string[] = [
  `CREATE TABLE answers (
     id INTEGER PRIMARY KEY,
     received_at INTEGER NOT NULL,
     page TEXT NOT NULL,
     helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
     reason TEXT CHECK (reason IN ('missing', 'unclear', 'wrong', 'other')),
     text TEXT CHECK (length(text) <= 500)
   ) STRICT;
   CREATE INDEX answers_received_at ON answers (received_at);
   CREATE TABLE searches (
     id INTEGER PRIMARY KEY,
     received_at INTEGER NOT NULL,
     query TEXT NOT NULL CHECK (length(query) BETWEEN 1 AND 64),
     page TEXT NOT NULL,
     hits INTEGER NOT NULL CHECK (hits >= 0)
   ) STRICT;
   CREATE INDEX searches_received_at ON searches (received_at);`,
  // Version 2: no free text with an answer (the site never sent one, and the pages declare none); texts already kept go with the column.
  `ALTER TABLE answers DROP COLUMN text;`,
];

export const schemaVersion = migrations.length;

export type FeedbackStore = {
  addAnswer(answer: {page: string; helpful: boolean; reason?: FeedbackReason}, at?: number): number;
  addSearch(search: {query: string; page: string; hits: number}, at?: number): number;
  answers(from: number, to: number): StoredAnswer[];
  searches(from: number, to: number): StoredSearch[];
  /** Deletes the rows received before `before`; returns how many. */
  deleteBefore(before: number): number;
  version(): number;
  close(): void;
};

/** Opens (creating it and its folder if needed) and migrates the database. */
export function openStore(dbPath: string, {readonly = false} = {}): FeedbackStore {
  if (!readonly && dbPath !== ':memory:') mkdirSync(path.dirname(dbPath), {recursive: true});
  const db = new Database(dbPath, {readonly, fileMustExist: readonly});
  db.pragma('busy_timeout = 5000');
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    // A deleted row's bytes are overwritten, not left in free pages until a VACUUM.
    db.pragma('secure_delete = ON');
    migrate(db);
  } else if (db.pragma('user_version', {simple: true}) !== schemaVersion) {
    throw new Error(`${dbPath} is at schema version ${String(db.pragma('user_version', {simple: true}))}, this code reads version ${schemaVersion}: start the service once to migrate it.`);
  }
  const insertAnswer = readonly ? undefined : db.prepare('INSERT INTO answers (received_at, page, helpful, reason) VALUES (?, ?, ?, ?)');
  const insertSearch = readonly ? undefined : db.prepare('INSERT INTO searches (received_at, query, page, hits) VALUES (?, ?, ?, ?)');
  const selectAnswers = db.prepare('SELECT id, received_at, page, helpful, reason FROM answers WHERE received_at >= ? AND received_at < ? ORDER BY id');
  const selectSearches = db.prepare('SELECT id, received_at, query, page, hits FROM searches WHERE received_at >= ? AND received_at < ? ORDER BY id');
  type AnswerRow = {id: number; received_at: number; page: string; helpful: number; reason: FeedbackReason | null};
  type SearchRow = {id: number; received_at: number; query: string; page: string; hits: number};
  return {
    addAnswer(answer, at = Date.now()) {
      return Number(insertAnswer!.run(at, answer.page, answer.helpful ? 1 : 0, answer.reason ?? null).lastInsertRowid);
    },
    addSearch(search, at = Date.now()) {
      return Number(insertSearch!.run(at, search.query, search.page, search.hits).lastInsertRowid);
    },
    answers(from, to) {
      return (selectAnswers.all(from, to) as AnswerRow[]).map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        page: row.page,
        helpful: row.helpful === 1,
        reason: row.reason,
      }));
    },
    searches(from, to) {
      return (selectSearches.all(from, to) as SearchRow[]).map((row) => ({id: row.id, receivedAt: row.received_at, query: row.query, page: row.page, hits: row.hits}));
    },
    deleteBefore(before) {
      return db.transaction(() => db.prepare('DELETE FROM answers WHERE received_at < ?').run(before).changes + db.prepare('DELETE FROM searches WHERE received_at < ?').run(before).changes)();
    },
    version: () => db.pragma('user_version', {simple: true}) as number,
    close: () => db.close(),
  };
}

/** Runs the steps a database has not had yet, each with its version bump in one transaction. */
function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', {simple: true}) as number;
  if (current > schemaVersion) {
    throw new Error(`The database is at schema version ${current}, newer than this service's ${schemaVersion}: run the newer service.`);
  }
  for (let version = current; version < schemaVersion; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
