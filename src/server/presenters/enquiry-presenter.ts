/** Enquiries as an inbox shows them (product.md §14). */
import type { EnquiryRow } from '../db/repositories/enquiries';

export function presentEnquiry(row: EnquiryRow) {
  return {
    id: row.id,
    studio_id: row.studioId,
    name: row.name,
    email: row.email,
    company: row.company,
    production_type: row.productionType,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    // A request to several studios shows its days and crew, never its other studios (nor its request id).
    quote:
      row.requestId === null
        ? null
        : {
            prep_days: row.prepDays ?? 0,
            shoot_days: row.shootDays ?? 0,
            strike_days: row.strikeDays ?? 0,
            crew: row.crew,
          },
  };
}
