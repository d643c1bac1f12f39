/**
 * The public forms' defences (product.md §14): per-process allowances per client address and per
 * email (FORM_RATE_LIMIT an hour, for each form), and the secret that signs form tokens (minimum fill
 * time, lib/http/form-token.ts), shared by every process through install_secrets.
 */
import fp from 'fastify-plugin';
import { loadInstallSecret } from '../db/repositories/login-attempts';
import { ClientRateLimit } from '../lib/http/client-rate-limit';

export type PublicForm = 'claim' | 'correction' | 'enquiry';

declare module 'fastify' {
  interface FastifyInstance {
    publicForms: {
      byAddress: Record<PublicForm, ClientRateLimit>;
      byEmail: Record<PublicForm, ClientRateLimit>;
      tokenSecret(): Promise<string>;
    };
  }
}

const HOUR_MS = 3_600_000;

export default fp(
  async (app) => {
    const limit = app.config.forms.ratePerHour;
    const perForm = () => ({
      claim: new ClientRateLimit(limit, HOUR_MS),
      correction: new ClientRateLimit(limit, HOUR_MS),
      enquiry: new ClientRateLimit(limit, HOUR_MS),
    });
    let secret: Promise<string> | null = null;
    app.decorate('publicForms', {
      byAddress: perForm(),
      byEmail: perForm(),
      tokenSecret() {
        secret ??= loadInstallSecret(app.database.db, 'form_token').catch((error: unknown) => {
          secret = null;
          throw error;
        });
        return secret;
      },
    });
  },
  { name: 'public-forms', dependencies: ['database'] },
);
