import { Piscina } from 'piscina';
import type { DocumentKind } from '../../../../contract/clearance.js';
import { renderFcr, type FcrContent } from './fcr.js';
import { renderInvoice, type InvoiceContent } from './invoice.js';

/** One document to draw: plain data, as it crosses to a pool thread. */
export type RenderJob = { kind: 'invoice'; data: InvoiceContent } | { kind: Exclude<DocumentKind, 'invoice'>; data: FcrContent };

/** Runs on a pool thread (pool.ts): draws the PDF and hands its bytes back without copying them. */
export default async function render(job: RenderJob) {
  const pdf = job.kind === 'invoice' ? await renderInvoice(job.data) : await renderFcr(job.data);
  // a Buffer may be a slice of Node's shared pool, which must not be handed over: give a memory of its own
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return Piscina.move(own);
}
