/** A claim or a correction is decided once: a second approval or rejection is refused (409). */
import type { ErrorCode } from '@domain/error-codes';
import { HttpError } from '../../../lib/http/http-error';

/** `code` is left out where the answer has always carried the default one (corrections). */
export function refuseUnlessPending(subject: 'claim' | 'correction', status: string, code?: ErrorCode): void {
  if (status === 'pending') return;
  throw new HttpError(409, `This ${subject} was ${status} already.`, code ? { code } : {});
}
