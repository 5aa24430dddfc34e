/**
 * Shared Excel import (used by users, products, pre-orders). How to use it in a route:
 *
 *   const columns = [{ key: 'articleNo', zh: '货号', en: 'Article No.', required: true }, ...];
 *   app.post('/biz/x/importData', { config, schema: { consumes: ['multipart/form-data'], querystring: importQuery } }, async (request, reply) => {
 *     const sheet = await readImport(request, { columns, schema: rowSchema, maxRows: 100_000 });
 *     // sheet.rows: [{ rowNumber, data (zod output), cells (the raw texts that were filled in) }]
 *     // sheet.errors: [{ row, text }] — push your own checks (duplicates, existing keys) here too
 *     // sheet.options: { updateSupport, keepGood, allowDuplicates }
 *     if (mayWrite(sheet)) { ...insert/update the good rows in one transaction... }
 *     return sendImportReport(reply, request.lang, { inserted, updated }, sheet);
 *   });
 *   app.get('/biz/x/importTemplate', ..., (request, reply) => sendImportTemplate(reply, request.lang, 'x', columns));
 *
 * An import of many rows checks and writes them as they are read instead, in one transaction
 * (importInTransaction; importInBatches for a batch at a time): memory then holds a batch, not
 * the file. See product/import-routes.ts and order/sheet-import.ts.
 *
 * readImport answers 400 (field `file`) for a missing part, a file that is not an .xlsx workbook,
 * a header row lacking a required column, an empty sheet, more than maxRows rows, or a workbook
 * past the limits of `xlsx-guard.ts` (inflated size, cell length, columns), each checked before
 * the part it concerns is parsed (the sheet's as it is read, in the same inflation).
 * It parses outside the database gate and takes a slot only when done, for the caller's writes:
 * the route declares `dbGate: 'afterUpload'`. The sheet is
 * read as it inflates by `xlsx-rows.ts` (cell texts only, no cell model). Headers are matched by Chinese, English or key, in any order.
 * Flags (contract/import.ts importQuery): `updateSupport` = update existing rows (RuoYi),
 * `keepGood` (default true) = save the good rows; false = refuse the whole file on any bad row;
 * `allowDuplicates` (default false) = store a row identical to a stored record where the import
 * checks for them (bookings: appointment/import.ts), instead of refusing it as an upload made twice.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import type { Db } from '../db/client.js';
import type { z } from 'zod';
import type { ImportReport } from '../../contract/import.js';
import { DbGate, enterDbGate } from './db-gate.js';
import { zodIn } from './zod-locale.js';
import { AppError, badRequest, busy } from './errors.js';
import { sendWorkbook } from './excel.js';
import { msg, type Lang, type MessageKey } from './messages.js';
import { contractMessage } from '../../contract/messages.js';
import { fieldLabel, pageOf } from './field-labels.js';
import { checkWorkbook, IMPORT_LIMITS, type Breach } from './xlsx-guard.js';
import { SheetBreach, sheetRows } from './xlsx-rows.js';
import { sheetRowsOnThread } from './xlsx-rows-thread.js';

/** Workbooks from this size on are read on a thread of their own, while their rows are checked and written. */
const THREAD_FROM_BYTES = 512 * 1024;

/** Rows a sheet may hold beyond maxRows (blank lines, a header, a title row) before it is refused. */
const SPARE_ROWS = 1_000;

/**
 * Imports parse outside the database gate (a slot is taken only to write, see readImport), and
 * at most two at a time per process: a parse is CPU and memory, and the rest wait their turn.
 */
const parseGate = new DbGate(2, 8, 60_000);

function breachMessage(lang: Lang, breach: Breach): string {
  switch (breach.limit) {
    case 'rows':
      return msg(lang, 'importTooMany', String(breach.max - SPARE_ROWS));
    case 'cell':
      return msg(lang, 'importCellTooLong', String(breach.max));
    case 'unzipped':
    case 'sharedStrings':
      return msg(lang, 'importUnzippedTooLarge', String(Math.round(breach.max / 1024 / 1024)));
    case 'entries':
      return msg(lang, 'importTooManyParts', String(breach.max));
    default:
      return msg(lang, 'importBadFile');
  }
}

export interface ImportColumn<K extends string = string> {
  key: K;
  zh: string;
  en: string;
  width?: number;
  /** the header must be present for the sheet to be accepted */
  required?: boolean;
  /** cell text → the value the schema sees (e.g. a label in either language → its code) */
  parse?: (text: string) => string;
}

export interface RowError {
  row: number;
  text: string;
}

export interface ImportOptions {
  updateSupport: boolean;
  keepGood: boolean;
  /** store rows identical to a stored record (an import without a key, e.g. bookings); default false */
  allowDuplicates: boolean;
}

export interface ImportSheet<T, K extends string = string> {
  rows: { rowNumber: number; data: T; cells: Partial<Record<K, string>> }[];
  errors: RowError[];
  options: ImportOptions;
}

const truthy = (v: unknown) => v === 'true' || v === '1' || v === true;
const flag = (request: FastifyRequest, fields: Record<string, unknown>, name: string, fallback: boolean) => {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const value = query[name] ?? (fields[name] as { value?: unknown } | undefined)?.value;
  return value === undefined || value === '' ? fallback : truthy(value);
};

/** The uploaded workbook's bytes and the form fields sent before it; 400 when there is no `file` part. */
async function receive(request: FastifyRequest, lang: Lang, maxBytes?: number) {
  const part = request.isMultipart() ? await request.file(maxBytes ? { limits: { fileSize: maxBytes } } : undefined) : undefined;
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(`file: ${msg(lang, 'fileMissing')}`, 'file');
  }
  const buffer = await part.toBuffer();
  return { buffer, fields: part.fields as Record<string, unknown> };
}

/**
 * Every non-blank row of the first sheet as cell texts by column number; row 1 is the header.
 * The sheet is checked against the guard's limits as it is read, `maxRows` row elements at most.
 */
async function* sheetTexts(buffer: Buffer, lang: Lang, maxRows: number): AsyncGenerator<{ rowNumber: number; texts: Map<number, string> }> {
  try {
    const read = buffer.length >= THREAD_FROM_BYTES ? sheetRowsOnThread : sheetRows;
    for await (const row of read(buffer, maxRows)) {
      if (row.lastColumn > IMPORT_LIMITS.columns) throw badRequest(msg(lang, 'importTooManyColumns', String(IMPORT_LIMITS.columns)), 'file');
      for (const text of row.texts.values()) {
        if (text.length > IMPORT_LIMITS.cellChars) throw badRequest(msg(lang, 'importCellTooLong', String(IMPORT_LIMITS.cellChars)), 'file');
      }
      if (row.texts.size) yield row;
    }
  } catch (error) {
    throw error instanceof SheetBreach ? badRequest(breachMessage(lang, error.breach), 'file') : error;
  }
}

/**
 * The zod issues of one row as "field: reason", the reason in the reader's language (a contract's
 * own reason too); a missing cell reads "required". The report names the field by its column's
 * header (see labelRowError).
 */
export function issuesText(lang: Lang, error: z.ZodError, cells: Record<string, unknown>) {
  return error.issues.map((i) => `${i.path.join('.')}: ${cells[String(i.path[0])] === undefined ? msg(lang, 'importRequired') : contractMessage(lang, i.message)}`).join('; ');
}

/** The template's columns of each import being read, for its report to name fields by their headers. */
const columnsOf = new WeakMap<FastifyRequest, readonly ImportColumn[]>();

/**
 * A row's errors as its reader reads them: each "key: reason" (the form the checks write, see
 * issuesText) names its field by the template's header in the reader's language, else by the
 * console's label for it, else keeps the key; in Chinese with Chinese punctuation.
 */
export function labelRowError(lang: Lang, text: string, columns: readonly ImportColumn[], page?: string): string {
  const en = lang === 'en';
  return text.replace(/(^|; )([A-Za-z][\w.[\]]*): /g, (whole, before: string, key: string) => {
    const last = key.split('.').pop()!;
    const column = columns.find((c) => c.key === key) ?? columns.find((c) => c.key === last);
    const label = column ? (en ? column.en : column.zh) : fieldLabel(lang, last, page);
    if (!label) return whole;
    return en ? `${before}${label}: ` : `${before ? '；' : ''}${label}：`;
  });
}

// ---- progress and cancelling: a client that sends `Accept: application/x-ndjson` gets one JSON
// line per stage while the import runs ({"progress":"read","rows":5000}, {"progress":"write"}),
// then the usual answer ({code, msg, data}) as the last line. Everyone else gets the answer alone.

const PROGRESS_EVERY = 5_000;
/** The requests that asked for progress, and the reply each answers with. */
const asked = new WeakMap<FastifyRequest, FastifyReply>();
const streams = new WeakMap<FastifyRequest, PassThrough>();

export const wantsProgress = (request: FastifyRequest) => /application\/x-ndjson/.test(request.headers.accept ?? '');

/**
 * The request's NDJSON answer, started on its first line: only once the upload has been read, since
 * a client may not read an answer before it has sent its whole body.
 */
function progressStream(request: FastifyRequest): PassThrough | undefined {
  const reply = asked.get(request);
  if (!reply) return undefined;
  let stream = streams.get(request);
  if (!stream) {
    stream = new PassThrough();
    streams.set(request, stream);
    void reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(stream);
  }
  return stream;
}

/** One progress line, when the client asked for them. */
export function importStage(request: FastifyRequest, stage: 'read' | 'check' | 'write', rows?: number) {
  progressStream(request)?.write(`${JSON.stringify({ progress: stage, ...(rows === undefined ? {} : { rows }) })}\n`);
}

/** The client hung up (a cancelled upload): the import's transaction rolls back instead of committing. */
const cancelled = (request: FastifyRequest) => Boolean(request.clientGone || request.raw.socket?.destroyed);

/**
 * The database an import writes through: each transaction it opens checks, before committing,
 * that the client is still there, so a cancelled import writes nothing.
 */
export function writesUnlessCancelled(request: FastifyRequest, db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return (work: (tx: Db) => Promise<unknown>, config?: unknown) =>
        target.transaction(async (tx) => {
          const out = await work(tx as Db);
          // PGlite answers without passing through the event loop's I/O phase: let a hang-up arrive
          await new Promise((resolve) => setImmediate(resolve));
          if (cancelled(request)) throw new AppError(499, msg(request.lang, 'importCancelled'));
          return out;
        }, config as never);
    },
  });
}

/**
 * Wraps an importData handler. With progress asked for, the answer starts at once as NDJSON and
 * the handler's stages follow; its report, or its failure (a refused file, a 409), is the last
 * line: the status is 200 by then, the line's `code` says how it went.
 */
export function importHandler<R extends FastifyRequest, P extends FastifyReply>(work: (request: R, reply: P) => Promise<unknown>) {
  return async (request: R, reply: P) => {
    if (!wantsProgress(request)) return work(request, reply);
    asked.set(request, reply);
    try {
      await work(request, reply);
    } catch (error) {
      const known = error instanceof AppError;
      if (!known) request.log.error({ err: error }, 'import failed');
      progressStream(request)!.end(`${JSON.stringify({ code: known ? error.status : 500, msg: known ? error.message : msg(request.lang, 'importFailed') })}\n`);
    }
    return reply;
  };
}

/** Reads, checks and validates an uploaded import file (see the note at the top). */
export async function readImport<S extends z.ZodType, K extends string>(request: FastifyRequest, spec: ImportSpec<S, K>): Promise<ImportSheet<z.output<S>, K>> {
  const { lang } = request;
  const release = await parseGate.acquire();
  if (!release) throw busy(msg(lang, 'busy'));
  let sheet: ImportSheet<z.output<S>, K>;
  try {
    const upload = await receiveImport(request, spec);
    const pass = upload.open();
    sheet = { rows: [], errors: pass.errors, options: upload.options };
    for await (const row of pass.rows) sheet.rows.push(row);
    importStage(request, 'check', pass.read());
  } finally {
    release();
  }
  // the caller writes next: only now does the request take its place at the database
  if (!(await enterDbGate(request))) throw busy(msg(lang, 'busy'));
  return sheet;
}

/** Thrown inside an import's transaction to roll it back: keepGood=false met a bad row. */
const NOTHING_KEPT = Symbol('nothing kept');

/**
 * Thrown by an importInTransaction's work on its first reading when it cannot go on writing as it
 * reads (an order's lines come back after the order was written): its transaction rolls back and
 * the work runs once more, on a second reading of the same file (`again` true).
 */
export const READ_AGAIN = Symbol('read the sheet again');

type Rows<S extends z.ZodType, K extends string> = ImportSheet<z.output<S>, K>['rows'];

/**
 * Reads an uploaded import file and hands its good rows to `work` as they are read, inside one
 * transaction, so that `work` checks and writes them as they come and memory holds what it keeps,
 * not the file (it pushes its own bad rows to sheet.errors and writes while mayWrite(sheet)). The
 * transaction is rolled back when keepGood=false met a bad row (the rows after it are still
 * checked, for the report), when the client hung up, or when anything throws: a bad header, too
 * many rows or a broken sheet (400, `file`) come from the rows. The file is received and its zip
 * checked before the request takes its place at the database and the transaction begins.
 */
export async function importInTransaction<S extends z.ZodType, K extends string>(
  request: FastifyRequest,
  db: Db,
  spec: ImportSpec<S, K>,
  work: (tx: Db, rows: AsyncIterable<Rows<S, K>[number]>, sheet: Omit<ImportSheet<z.output<S>, K>, 'rows'>, again: boolean) => Promise<void>,
): Promise<Omit<ImportSheet<z.output<S>, K>, 'rows'>> {
  const { lang } = request;
  const release = await parseGate.acquire();
  if (!release) throw busy(msg(lang, 'busy'));
  try {
    const upload = await receiveImport(request, spec);
    if (!(await enterDbGate(request))) throw busy(msg(lang, 'busy'));
    for (const again of [false, true]) {
      const pass = upload.open();
      const sheet = { errors: pass.errors, options: upload.options };
      const outcome = await writesUnlessCancelled(request, db)
        .transaction(async (tx) => {
          await work(tx, pass.rows, sheet, again);
          if (!mayWrite(sheet)) throw NOTHING_KEPT;
        })
        .then(
          () => 'kept',
          (error: unknown) => {
            if (error === NOTHING_KEPT) return 'rolled back';
            if (error === READ_AGAIN && !again) return 'again';
            throw error;
          },
        );
      if (outcome !== 'again') return sheet;
    }
    throw new Error('unreachable: the second reading may not ask for a third');
  } finally {
    release();
  }
}

/** importInTransaction for rows checked and written `batch` at a time by `step`. */
export const importInBatches = <S extends z.ZodType, K extends string>(
  request: FastifyRequest,
  db: Db,
  spec: ImportSpec<S, K> & { batch: number },
  step: (tx: Db, rows: Rows<S, K>, sheet: Omit<ImportSheet<z.output<S>, K>, 'rows'>) => Promise<void>,
) =>
  importInTransaction(request, db, spec, async (tx, rows, sheet) => {
    const writes = writeBehind();
    await writes.whileReading(async () => {
      let batch: Rows<S, K> = [];
      for await (const row of rows) {
        batch.push(row);
        if (batch.length < spec.batch) continue;
        const full = batch;
        batch = [];
        await writes.next(() => step(tx, full, sheet));
      }
      if (batch.length) await writes.next(() => step(tx, batch, sheet));
    });
  });

/**
 * An import's writes one after another while its reading goes on: on PostgreSQL a batch's
 * statements then run while the next batch is parsed (PGlite's hold the main thread, and come to
 * the same as awaiting each). Memory holds two batches. `next` waits for the write before it (and
 * throws its failure); `whileReading` returns once the last write is done, and never leaves one
 * running on the transaction when the reading fails.
 */
export function writeBehind() {
  let last: Promise<void> = Promise.resolve();
  return {
    async next(write: () => Promise<void>) {
      await last;
      last = write();
      // failures are thrown where the write is awaited, not reported as unhandled meanwhile
      last.catch(() => undefined);
    },
    async whileReading(read: () => Promise<void>) {
      try {
        await read();
      } finally {
        await last.catch(() => undefined);
      }
      await last;
    },
  };
}

interface ImportSpec<S extends z.ZodType, K extends string> {
  columns: readonly ImportColumn<K>[];
  schema: S;
  /**
   * A cheap check of a row's cells that answers what the schema would for the rows it vouches for
   * (undefined: the schema judges the row, and words its errors)
   */
  accept?: (cells: Partial<Record<K, string>>) => z.output<S> | undefined;
  maxRows?: number;
  maxBytes?: number;
}

/**
 * The uploaded file, received and its zip checked; `rows` then reads the sheet, checking the
 * header first and each row against the schema: the good ones are yielded, the bad ones go to
 * `errors`. Throws 400 (field `file`) for what makes the whole file unusable.
 */
async function receiveImport<S extends z.ZodType, K extends string>(request: FastifyRequest, spec: ImportSpec<S, K>) {
  const { lang } = request;
  columnsOf.set(request, spec.columns);
  const { buffer, fields } = await receive(request, lang, spec.maxBytes);
  const options = { updateSupport: flag(request, fields, 'updateSupport', false), keepGood: flag(request, fields, 'keepGood', true), allowDuplicates: flag(request, fields, 'allowDuplicates', false) };
  const maxRows = spec.maxRows ?? 10_000;
  if (buffer.subarray(0, 2).toString() !== 'PK') throw badRequest(msg(lang, 'importBadFile'), 'file');
  const breach = await checkWorkbook(buffer);
  if (breach) throw badRequest(breachMessage(lang, breach), 'file');
  /** One reading of the sheet: its good rows as they come, its bad ones in `errors`. */
  const open = () => {
    const errors: RowError[] = [];
    let count = 0;
    async function* rows(): AsyncGenerator<ImportSheet<z.output<S>, K>['rows'][number]> {
      const keys = new Map<number, ImportColumn<K>>();
      let good = 0;
      try {
        for await (const { rowNumber, texts } of sheetTexts(buffer, lang, maxRows + SPARE_ROWS)) {
          if (!keys.size) {
            for (const [col, text] of texts) {
              const t = text.toLowerCase();
              const column = spec.columns.find((c) => c.key.toLowerCase() === t || c.zh === text || c.en.toLowerCase() === t);
              if (column) keys.set(col, column);
            }
            const present = new Set([...keys.values()].map((c) => c.key));
            const missing = spec.columns.filter((c) => c.required && !present.has(c.key));
            if (!keys.size || missing.length) throw badRequest(msg(lang, 'importHeaders', (missing.length ? missing : spec.columns).map((c) => (lang === 'en' ? c.en : c.zh)).join(', ')), 'file');
            continue;
          }
          if (++count > maxRows) throw badRequest(msg(lang, 'importTooMany', String(maxRows)), 'file');
          if (count % PROGRESS_EVERY === 0) importStage(request, 'read', count);
          const cells: Partial<Record<K, string>> = {};
          for (const [col, column] of keys) {
            const text = texts.get(col);
            if (text !== undefined) cells[column.key] = column.parse ? column.parse(text) : text;
          }
          if (!Object.keys(cells).length) continue;
          let data = spec.accept?.(cells);
          if (!data) {
            const parsed = spec.schema.safeParse(cells, zodIn(lang));
            if (!parsed.success) {
              errors.push({ row: rowNumber, text: issuesText(lang, parsed.error, cells) });
              continue;
            }
            data = parsed.data;
          }
          good++;
          yield { rowNumber, data, cells };
        }
      } catch (error) {
        if (error instanceof Error && 'status' in error) throw error;
        throw badRequest(msg(lang, 'importBadFile'), 'file');
      }
      if (!keys.size) throw badRequest(msg(lang, 'importHeaders', spec.columns.filter((c) => c.required).map((c) => (lang === 'en' ? c.en : c.zh)).join(', ')), 'file');
      if (!good && !errors.length) throw badRequest(msg(lang, 'importEmpty'), 'file');
    }
    return { errors, rows: rows(), read: () => count };
  };
  return { options, open };
}

/** Whether the good rows may be written: always when keepGood, else only when no row is bad. */
export const mayWrite = (sheet: Pick<ImportSheet<unknown>, 'errors' | 'options'>) => sheet.options.keepGood || sheet.errors.length === 0;

/**
 * The answer of importData: 200 with the counts when every row was good; otherwise 400 whose msg
 * is the summary and the first `listed` row errors (by row number) and whose data is the report.
 * With keepGood=false and bad rows the caller wrote nothing, so the counts say 0.
 */
export function sendImportReport(
  reply: FastifyReply,
  lang: Lang,
  counts: { inserted: number; updated: number },
  sheet: Pick<ImportSheet<unknown>, 'errors' | 'options'>,
  listed = 100,
) {
  const send = (status: number, body: object) => {
    const stream = progressStream(reply.request);
    if (!stream) return reply.status(status).send(body);
    stream.end(`${JSON.stringify(body)}\n`);
    return reply;
  };
  const columns = columnsOf.get(reply.request) ?? [];
  const page = pageOf(reply.request.routeOptions.url ?? reply.request.url);
  const sorted = [...sheet.errors].sort((a, b) => a.row - b.row).map((e) => msg(lang, 'importRow', String(e.row), labelRowError(lang, e.text, columns, page)));
  /** English says "1 row has", "2 rows have"; Chinese has one form. */
  const counted = (key: MessageKey, n: number, ...before: string[]) => msg(lang, n === 1 ? (`${key}One` as MessageKey) : key, ...before, String(n));
  const written = mayWrite(sheet) ? counts : { inserted: 0, updated: 0 };
  const report: ImportReport = { ...written, failed: sorted.length, errors: sorted.slice(0, listed) };
  const numbers = [String(written.inserted), String(written.updated)];
  if (!sorted.length) return send(200, { code: 200, msg: msg(lang, 'importDone', ...numbers), data: report });
  const head = sheet.options.keepGood ? counted('importPartial', sorted.length, ...numbers) : counted('importRefused', sorted.length);
  const more = sorted.length > listed ? [counted('importMore', sorted.length - listed)] : [];
  return send(400, { code: 400, msg: [head, ...report.errors, ...more].join('\n'), data: report });
}

/** The import template: an empty sheet whose headers are in the caller's language. */
export function sendImportTemplate(reply: FastifyReply, lang: Lang, name: { zh: string; en: string }, columns: readonly ImportColumn[]) {
  const en = lang === 'en';
  return sendWorkbook(reply, en ? name.en : name.zh, columns.map((c) => ({ key: c.key, header: en ? c.en : c.zh, width: c.width ?? 16 })), []);
}
