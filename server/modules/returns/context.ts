import type { Db } from '../../db/database.ts'
import type { MailOutbox } from '../../mail/outbox-job.ts'
import type { PaymentProviders } from '../payments/index.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

/**
 * Writes an operator's action into the back office's audit log, in the caller's transaction: the
 * back office hands its `audit` over (this module never imports the back office).
 */
export type Audit = (
  trx: Db,
  entry: { operatorId: number | null; ip?: string; action: string; subject: string; before: unknown; after: unknown },
) => Promise<unknown>

/** What the returns' services need; the shopper's routes and the back office each build one. */
export interface ReturnsContext extends Pick<RequestContext, 'db' | 'now'>, Partial<Pick<RequestContext, 'log'>> {
  /** MEDIA_ORIGIN or /media: where photos and labels are served. */
  mediaBase: string
  /** The shopper's mails about each change (module tests may leave it out). */
  mail?: MailOutbox
  publicUrl: string
  mailOrigin?: string
}

/** The back office's: refunds go through the order's gateway, every action is audited. */
export interface ReturnsOperatorContext extends ReturnsContext {
  payments: PaymentProviders
  audit: Audit
}

/** Who acts in the back office. */
export interface Operator {
  operatorId: number
  ip?: string
}

/** Where photos and labels are kept: the shop's picture pipeline (MEDIA_DIR or the bucket). */
export interface ReturnFiles {
  /** Checks the upload is a picture within the size and pixel limits, resizes and stores it; its media path. */
  savePhoto(id: string, upload: Buffer): Promise<string>
  /** Stores a return label (already checked as a PDF); its media path. */
  saveLabel(returnNo: string, pdf: Buffer): Promise<string>
}
