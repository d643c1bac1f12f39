/**
 * Corrections from visitors (product.md §14): anyone suggests one (CSRF, rate limited, honeypot);
 * admins (every studio) and owners (their own) list, approve or reject them. Approval applies the
 * value through the normal write path; the suggester is mailed the decision when they left an email.
 */

import { CORRECTABLE_STUDIO_FIELDS } from '@domain/correctable-fields';
import { catalogEntry } from '@domain/parameter-catalog';
import {
  CLAIM_STATUSES,
  correctionListSchema,
  correctionRequestSchema,
  correctionSchema,
  reasonSchema,
  submittedSchema,
} from '@domain/schemas/owner-schemas';
import {
  correctionParamsSchema,
  NOT_FOUND_CORRECTION,
  NOT_FOUND_STUDIO,
  studioIdParamsSchema,
} from '@domain/schemas/path-params';
import { STUDIO_FIELD_SCHEMAS } from '@domain/schemas/studio-edit-schemas';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyParameterCorrection,
  type CorrectionRow,
  decideCorrection,
  insertCorrection,
  listCorrections,
  lockCorrection,
} from '../../../db/repositories/corrections';
import { applyFieldEdit, lockStudio } from '../../../db/repositories/studio-edits';
import { readerLocale } from '../../../lib/http/accept-language';
import { accountId, requireStaff, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { acceptParameterValue } from '../../../lib/http/parameter-value';
import { FORM_RATE_LIMITED, takeAddressAllowance, takeAllowance } from '../../../lib/http/rate-limit-guard';
import { presentCorrections } from '../../../presenters/correction-presenter';
import { correctionDecisionMail } from '../../../services/correction-mail';
import { resolveCountryCode } from '../../../services/country-codes';
import { studioContacts, writeAndMail } from '../../../services/mailed-write';
import { moderationNotices } from '../../../services/moderation-notices';
import { parseStudioPatch } from '../studios/studio-field-validation';
import { refuseUnlessPending } from './pending-decision';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

const correctableStudioFields: ReadonlySet<string> = new Set(CORRECTABLE_STUDIO_FIELDS);

function refuseField(detail: string): never {
  throw new HttpError(400, `field: ${detail}`, { code: 'validation_failed', fields: { field: [detail] } });
}

function refuseValue(detail: string): never {
  throw new HttpError(400, `proposed_value: ${detail}`, {
    code: 'validation_failed',
    fields: { proposed_value: [detail] },
  });
}

const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = (rows: CorrectionRow[]) =>
    presentCorrections(rows, (studioId) => app.readCache.studio(studioId, true));

  app.post(
    '/studios/studios-enhanced/:id/corrections/',
    {
      schema: {
        tags: ['owners'],
        summary: 'Suggest a correction of a studio field or a parameter (anyone; CSRF; rate limited)',
        description:
          `\`field\` is one of ${CORRECTABLE_STUDIO_FIELDS.join(', ')} or a catalog parameter key. Nothing changes ` +
          'until an admin or the studio owner approves it. A request that fills the hidden `website` field is ' +
          'answered alike and dropped.',
        params: studioIdParamsSchema,
        body: correctionRequestSchema,
        response: { 201: submittedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const forms = app.publicForms;
      takeAddressAllowance(forms.byAddress.correction, request.ip, FORM_RATE_LIMITED);
      if (body.email) takeAllowance(forms.byEmail.correction, body.email.toLowerCase(), FORM_RATE_LIMITED);
      const studio = await app.readCache.studio(id, false);
      if (!studio) throw new HttpError(404, NOT_FOUND_STUDIO);
      if (correctableStudioFields.has(body.field)) {
        const rule = STUDIO_FIELD_SCHEMAS[body.field as (typeof CORRECTABLE_STUDIO_FIELDS)[number]];
        const parsed = rule.safeParse(body.proposed_value);
        if (!parsed.success) refuseValue(parsed.error.issues[0]?.message ?? 'Invalid value.');
      } else if (!catalogEntry(body.field)) {
        refuseField('Not a studio field that can be corrected, nor a parameter of the catalog.');
      }
      // A numeric parameter takes a number, as every other path that writes one (product.md §10).
      const proposedValue = correctableStudioFields.has(body.field)
        ? body.proposed_value
        : acceptParameterValue(body.field, body.proposed_value, 'proposed_value');
      if (body.website) return reply.status(201).send({ id: 0, status: 'pending' as const });
      const locale = readerLocale(request);
      const row = await writeAndMail(
        app,
        async (tx) => {
          const row = await insertCorrection(tx, {
            studioId: id,
            field: body.field,
            proposedValue,
            sourceUrl: body.source_url,
            note: body.note,
            email: body.email,
            locale,
          });
          const { recipients } = await studioContacts(tx, id);
          const mail = moderationNotices(recipients, {
            kind: 'correction',
            studioId: id,
            studioName: studio.name,
          });
          return { result: row, mail };
        },
        { announce: false },
      );
      return reply.status(201).send({ id: row.id, status: 'pending' as const });
    },
  );

  app.get(
    '/studios/studios-enhanced/:id/corrections/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['owners'],
        summary:
          "A studio's corrections, oldest first, beside the current values (admins and the studio's owners)",
        params: studioIdParamsSchema,
        querystring: z.object({ status: z.enum(CLAIM_STATUSES).optional() }),
        response: { 200: correctionListSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.readCache.studio(id, true))) throw new HttpError(404, NOT_FOUND_STUDIO);
      const rows = await listCorrections(app.database.db, {
        studioId: id,
        status: request.query.status ?? null,
      });
      return { results: await present(rows) };
    },
  );

  app.get(
    '/admin/corrections/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['owners'],
        summary: 'Every studio’s corrections, oldest first (admins); `status` narrows them',
        querystring: z.object({ status: z.enum(CLAIM_STATUSES).optional() }),
        response: { 200: correctionListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listCorrections(app.database.db, { status: request.query.status ?? null });
      return { results: await present(rows) };
    },
  );

  app.post(
    '/studios/studios-enhanced/:id/corrections/:correctionId/approve/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['owners'],
        summary:
          "Approve a pending correction: it is applied through the write path (admins and the studio's owners)",
        description:
          'A studio field is changed as the one-field PATCH changes it; a parameter as a one-item import ' +
          '(overwrite), its source url added to the studio sources and to the parameter references.',
        params: correctionParamsSchema,
        response: { 200: correctionSchema, ...errors },
      },
    },
    async (request) => {
      const { id, correctionId } = request.params;
      const editor = accountId(request);
      const row = await writeAndMail(app, async (tx, write) => {
        const correction = await lockCorrection(tx, id, correctionId);
        if (!correction) throw new HttpError(404, NOT_FOUND_CORRECTION);
        refuseUnlessPending('correction', correction.status);
        const studio = await lockStudio(tx, id);
        if (!studio) throw new HttpError(404, NOT_FOUND_STUDIO);
        if (correctableStudioFields.has(correction.field)) {
          const { field, value } = parseStudioPatch(request, {
            [correction.field]: correction.proposedValue,
          });
          await applyFieldEdit(write, studio, field, value, editor, resolveCountryCode, 'correction');
        } else {
          // One sent before numbers were checked may hold words: it is refused here, never published.
          const value = acceptParameterValue(correction.field, correction.proposedValue, 'proposed_value');
          await applyParameterCorrection(write, { ...correction, proposedValue: value }, editor);
        }
        const row = await decideCorrection(tx, correction.id, {
          status: 'approved',
          reason: '',
          decidedBy: editor,
        });
        const mail = correctionDecisionMail(correction, {
          studioName: studio.name,
          approved: true,
          reason: '',
        });
        return { result: row, mail };
      });
      const [presented] = await present([row]);
      return presented!;
    },
  );

  app.post(
    '/studios/studios-enhanced/:id/corrections/:correctionId/reject/',
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['owners'],
        summary: "Reject a pending correction with a reason (admins and the studio's owners)",
        params: correctionParamsSchema,
        body: reasonSchema,
        response: { 200: correctionSchema, ...errors },
      },
    },
    async (request) => {
      const { id, correctionId } = request.params;
      const editor = accountId(request);
      const { reason } = request.body;
      const row = await writeAndMail(
        app,
        async (tx) => {
          const correction = await lockCorrection(tx, id, correctionId);
          if (!correction) throw new HttpError(404, NOT_FOUND_CORRECTION);
          refuseUnlessPending('correction', correction.status);
          const row = await decideCorrection(tx, correction.id, {
            status: 'rejected',
            reason,
            decidedBy: editor,
          });
          const studio = await app.readCache.studio(id, true);
          const mail = correctionDecisionMail(correction, {
            studioName: studio?.name ?? '',
            approved: false,
            reason: reason,
          });
          return { result: row, mail };
        },
        { announce: false },
      );
      const [presented] = await present([row]);
      return presented!;
    },
  );
};

export default correctionRoutes;
