import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces the value of every secret-named query parameter, keeping the rest as sent', () => {
    expect(redactUrl('/frontend/owner/accept?token=abc_DEF-123')).toBe(
      `/frontend/owner/accept?token=${REDACTED}`,
    );
    expect(redactUrl('/x?lang=ru&reset_token=s3cret&page=2&api%5Fkey=k&Password=p')).toBe(
      `/x?lang=ru&reset_token=${REDACTED}&page=2&api%5Fkey=${REDACTED}&Password=${REDACTED}`,
    );
  });

  it('leaves a URL without secrets, or without a query, as it is', () => {
    expect(redactUrl('/api/studios/studios-enhanced/?search=%E2%9C%93&near=52.5,13.4')).toBe(
      '/api/studios/studios-enhanced/?search=%E2%9C%93&near=52.5,13.4',
    );
    expect(redactUrl('/frontend/studios/12')).toBe('/frontend/studios/12');
    expect(redactUrl('/x?token&%E0=1')).toBe('/x?token&%E0=1');
  });
});
