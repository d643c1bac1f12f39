import { describe, expect, it } from 'vitest';
import { moderationNotices } from './moderation-notices';

describe('moderationNotices', () => {
  it('writes one notice a recipient, in their language, of the kind received', () => {
    const notices = moderationNotices(
      [
        { email: 'admin@example.com', locale: 'en' },
        { email: 'owner@example.com', locale: 'ru' },
      ],
      { kind: 'correction', studioId: 7, studioName: 'Volume One' },
    );
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({
      to: 'admin@example.com',
      locale: 'en',
      kind: 'correction_received',
      studioId: 7,
      subject: 'New correction: Volume One',
    });
    expect(notices[1]).toMatchObject({
      to: 'owner@example.com',
      locale: 'ru',
      kind: 'correction_received',
      subject: 'Новое исправление: Volume One',
    });
  });

  it('names a claim as a claim, and writes an unknown locale in English', () => {
    const [notice] = moderationNotices([{ email: 'admin@example.com', locale: 'de' }], {
      kind: 'claim',
      studioId: 3,
      studioName: 'Stage B',
    });
    expect(notice).toMatchObject({
      kind: 'claim_received',
      locale: 'de',
      subject: 'New owner claim: Stage B',
    });
  });

  it('writes nothing when no one is to be told', () => {
    expect(moderationNotices([], { kind: 'claim', studioId: 1, studioName: 'X' })).toEqual([]);
  });
});
