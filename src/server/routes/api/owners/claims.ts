/**
 * Owner claims and owner accounts (product.md §14): a visitor claims a listing; an admin approves
 * (the owner account, its binding to the studio and a single-use invitation, mailed and shown) or
 * rejects with a reason; the owner sets a password through the invitation and is signed in. Also the
 * public forms' token (minimum fill time) and the outbox the admins read.
 */

import { loginSuccessSchema } from '@domain/schemas/auth-schemas';
import {
  claimApprovedSchema,
  claimListSchema,
  claimRequestSchema,
  claimStatusFilterSchema,
  formTokenSchema,
  outboxListSchema,
  ownerAcceptSchema,
  reasonSchema,
  submittedSchema,
} from '@domain/schemas/owner-schemas';
import {
  claimParamsSchema,
  NOT_FOUND_CLAIM,
  NOT_FOUND_STUDIO,
  studioIdParamsSchema,
} from '@domain/schemas/path-params';
import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { takeClientRate } from '../../../db/repositories/client-rate-counters';
import { clientKeyFor, loadClientKeySecret } from '../../../db/repositories/login-attempts';
import { listOutbox } from '../../../db/repositories/outbox';
import {
  acceptInvitation,
  adminContacts,
  approveClaim,
  decideClaim,
  findInvitation,
  INVITATION_TOKEN_PATTERN,
  type InvitationRefusal,
  insertClaim,
  invitationRefusal,
  listClaims,
  lockClaim,
} from '../../../db/repositories/owner-claims';
import { eraseClaim } from '../../../db/repositories/personal-data';
import { readerLocale } from '../../../lib/http/accept-language';
import { issueFormToken } from '../../../lib/http/form-token';
import { accountId, requireStaff } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { FORM_RATE_LIMITED, takeAddressAllowance, takeAllowance } from '../../../lib/http/rate-limit-guard';
import { requestOrigin } from '../../../lib/http/request-origin';
import { passwordHasher } from '../../../lib/passwords';
import { rotateCsrfToken } from '../../../plugins/csrf-api';
import { startSession } from '../../../plugins/session-api';
import { presentAdminUser } from '../../../presenters/admin-user-presenter';
import { presentClaim, presentOutboxMessage } from '../../../presenters/owner-presenters';
import { writeAndMail } from '../../../services/mailed-write';
import { moderationNotices } from '../../../services/moderation-notices';
import { approvalMail, rejectionMail } from '../../../services/owner-invitations';
import { refuseUnlessPending } from './pending-decision';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

export const INVITATION_INVALID =
  'This invitation link is not known: check that it was copied whole, or ask for a new one.';
export const INVITATION_USED = 'This invitation link was used already: sign in with the password you set.';
export const INVITATION_EXPIRED = 'This invitation link has expired. Ask for a new one.';
export const ACCEPT_RATE_LIMITED = 'Too many invitation links tried from this address; try again later.';
/** Accepts one client address may try in the window: sign-in's address limit (docs/security.md). */
export const ACCEPT_LIMIT = 20;
const ACCEPT_WINDOW_MS = 15 * 60_000;

/** 400 invitation_invalid, invitation_used or invitation_expired. */
function invitationRefused(refusal: InvitationRefusal): HttpError {
  if (refusal === 'used') return new HttpError(400, INVITATION_USED, { code: 'invitation_used' });
  if (refusal === 'expired') return new HttpError(400, INVITATION_EXPIRED, { code: 'invitation_expired' });
  return new HttpError(400, INVITATION_INVALID, { code: 'invitation_invalid' });
}

const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  let clientSecret: Promise<string> | null = null;
  /**
   * Invitation accepts per client address (its /64 for IPv6), counted in the database so that every
   * process shares the count, as sign-in's address limit is: past ACCEPT_LIMIT in ACCEPT_WINDOW_MS,
   * 429 with Retry-After. Every attempt counts, before the token is looked up or a password hashed.
   */
  const throttleAccept = async (request: FastifyRequest) => {
    clientSecret ??= loadClientKeySecret(app.database.db).catch((error: unknown) => {
      clientSecret = null;
      throw error;
    });
    const key = `owner_accept:${clientKeyFor(await clientSecret, request.ip)}`;
    const take = await takeClientRate(app.database.db, key, ACCEPT_LIMIT, ACCEPT_WINDOW_MS);
    if (take.allowed) return;
    const seconds = Math.max(1, Math.ceil(take.retryAfterMs / 1000));
    throw new HttpError(
      429,
      ACCEPT_RATE_LIMITED,
      { code: 'rate_limited' },
      { 'Retry-After': String(seconds) },
    );
  };

  app.get(
    '/forms/token/',
    {
      schema: {
        tags: ['owners'],
        summary: 'A form token for a public form (claim, correction, enquiry): a signed time',
        description:
          'Send it back as `form_token`. An enquiry sent sooner than `min_fill_seconds` after the token was issued, ' +
          'or later than a day after, is refused (400 form_too_fast).',
        response: { 200: formTokenSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        form_token: issueFormToken(await app.publicForms.tokenSecret()),
        min_fill_seconds: Math.ceil(app.config.forms.minFillMs / 1000),
      };
    },
  );

  app.post(
    '/studios/studios-enhanced/:id/claims/',
    {
      schema: {
        tags: ['owners'],
        summary: 'Claim a listing as its owner (anyone; CSRF; rate limited per address and per email)',
        description:
          'Answers 201 {id, status: "pending"}; an admin decides. A request that fills the hidden `website` ' +
          'field is answered alike and dropped.',
        params: studioIdParamsSchema,
        body: claimRequestSchema,
        response: { 201: submittedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const forms = app.publicForms;
      takeAddressAllowance(forms.byAddress.claim, request.ip, FORM_RATE_LIMITED);
      takeAllowance(forms.byEmail.claim, body.email.toLowerCase(), FORM_RATE_LIMITED);
      const studio = await app.readCache.studio(id, false);
      if (!studio) throw new HttpError(404, NOT_FOUND_STUDIO);
      if (body.website) return reply.status(201).send({ id: 0, status: 'pending' as const });
      const locale = readerLocale(request);
      const claim = await writeAndMail(
        app,
        async (tx) => {
          const claim = await insertClaim(tx, {
            studioId: id,
            name: body.name,
            email: body.email,
            role: body.role,
            phone: body.phone,
            evidenceUrl: body.evidence_url,
            message: body.message,
            locale,
          });
          const admins = await adminContacts(tx);
          const mail = moderationNotices(admins, { kind: 'claim', studioId: id, studioName: studio.name });
          return { result: claim, mail };
        },
        { announce: false },
      );
      return reply.status(201).send({ id: claim.id, status: 'pending' as const });
    },
  );

  app.get(
    '/admin/claims/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['owners'],
        summary: 'Owner claims, oldest first (admins); `status` narrows to pending, approved or rejected',
        querystring: z.object({ status: claimStatusFilterSchema.optional() }),
        response: { 200: claimListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listClaims(app.database.db, request.query.status ?? null);
      return { results: rows.map(presentClaim) };
    },
  );

  app.post(
    '/admin/claims/:id/approve/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['owners'],
        summary:
          'Approve a pending claim: the owner account, bound to the studio, and its invitation (admins)',
        description:
          'The invitation link (single use, INVITATION_DAYS valid) is in the answer, to send by hand, and is mailed ' +
          'to the claimant. An account with a password already gets no link (invitation_url null): it is mailed a ' +
          'notice to sign in. An email that belongs to an admin account is refused (409).',
        params: claimParamsSchema,
        response: { 200: claimApprovedSchema, ...errors },
      },
    },
    async (request) => {
      const adminId = accountId(request);
      const origin = requestOrigin(request);
      const outcome = await writeAndMail(app, async (tx, write) => {
        const claim = await lockClaim(tx, request.params.id);
        if (!claim) throw new HttpError(404, NOT_FOUND_CLAIM);
        refuseUnlessPending('claim', claim.status, 'claim_decided');
        const result = await approveClaim(write, claim, adminId, app.config.forms.invitationDays);
        if (result.kind === 'admin_email')
          throw new HttpError(
            409,
            'This email belongs to an admin account; an admin edits every studio already.',
            { code: 'owner_email_is_admin' },
          );
        const { url, mail } = approvalMail(origin, claim, result);
        const decided = await lockClaim(tx, claim.id);
        return { result: { result, url, decided: decided ?? claim }, mail: [mail] };
      });
      return {
        claim: presentClaim(outcome.decided),
        owner: {
          id: outcome.result.owner.id,
          email: outcome.result.owner.email,
          new_account: outcome.result.newAccount,
        },
        invitation_url: outcome.url,
        invitation_expires_at: outcome.result.invitation?.expiresAt.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/admin/claims/:id/reject/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['owners'],
        summary: 'Reject a pending claim with a reason, which the claimant is mailed (admins)',
        params: claimParamsSchema,
        body: reasonSchema,
        response: { 200: claimListSchema.shape.results.element, ...errors },
      },
    },
    async (request) => {
      const adminId = accountId(request);
      const { reason } = request.body;
      const decided = await writeAndMail(
        app,
        async (tx) => {
          const claim = await lockClaim(tx, request.params.id);
          if (!claim) throw new HttpError(404, NOT_FOUND_CLAIM);
          refuseUnlessPending('claim', claim.status, 'claim_decided');
          const row = await decideClaim(tx, claim.id, { status: 'rejected', reason, decidedBy: adminId });
          return { result: { ...claim, ...row }, mail: [rejectionMail(claim, reason)] };
        },
        { announce: false },
      );
      return presentClaim(decided);
    },
  );

  app.delete(
    '/admin/claims/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['owners'],
        summary:
          "Delete a claim and the claimant's details (admins); an approved claim's owner stays an owner",
        description:
          "The change log records the erasure (action erase, field personal_data: the claim's id, never its contents).",
        params: claimParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const actorId = accountId(request);
      const erased = await app.write((tx) => eraseClaim(tx, request.params.id, actorId));
      if (!erased) throw new HttpError(404, NOT_FOUND_CLAIM);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/owner/accept/',
    {
      schema: {
        tags: ['owners'],
        summary: "Accept an owner invitation: set the account's password (12+ characters) and sign in",
        description:
          'The token is single use and expires (INVITATION_DAYS). Answers as a sign-in does (session and CSRF rotated). ' +
          'A refused token answers 400 invitation_used, invitation_expired or invitation_invalid (unknown), before ' +
          `the password is hashed. At most ${ACCEPT_LIMIT} tries per client address in 15 minutes (429 rate_limited, ` +
          'Retry-After).',
        body: ownerAcceptSchema,
        response: { 200: loginSuccessSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      await throttleAccept(request);
      if (!INVITATION_TOKEN_PATTERN.test(token)) throw invitationRefused('unknown');
      if (password.trim() === '')
        throw new HttpError(400, 'The password must not be blank.', { code: 'password_too_short' });
      // The token first: a made-up, used or expired one is refused before the password costs a hash
      // (scrypt: about a second of a thread and 128 MiB).
      const invitation = await findInvitation(app.database.db, token);
      const refusal = invitationRefusal(invitation);
      if (refusal || !invitation) throw invitationRefused(refusal ?? 'unknown');
      const passwordHash = await passwordHasher.hash(password);
      const outcome = await app.write((tx) => acceptInvitation(tx, invitation, passwordHash));
      if (outcome.kind === 'refused') throw invitationRefused(outcome.refusal);
      const account = outcome.account;
      const viewer = await startSession(request, reply, account);
      const csrfToken = rotateCsrfToken(request, reply);
      request.log.info({ ownerId: account.id }, 'owner accepted the invitation');
      return {
        success: true as const,
        message: 'Password set; you are signed in.',
        user: presentAdminUser(viewer),
        csrf_token: csrfToken,
      };
    },
  );

  app.get(
    '/admin/outbox/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['owners'],
        summary: 'Outgoing mail, newest first (admins): without SMTP_URL, this is where mail is delivered',
        querystring: z.object({
          limit: z
            .string()
            .regex(/^\d{1,4}$/, { error: 'limit must be a whole number' })
            .optional(),
        }),
        response: { 200: outboxListSchema, ...errors },
      },
    },
    async (request) => {
      const limit = Math.min(1000, Math.max(1, Number(request.query.limit ?? '200')));
      const rows = await listOutbox(app.database.db, limit);
      return { results: rows.map(presentOutboxMessage) };
    },
  );
};

export default claimRoutes;
