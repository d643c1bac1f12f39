/**
 * Checks a value with the server's own rules (STUDIO_FIELD_SCHEMAS, product.md §5) before it is sent, and
 * names the problem in the reader's language. Link drafts (the name+URL dialog) are checked with the
 * schema of one list entry: a trimmed, non-blank name and an absolute http(s) URL.
 */
import { LINK_LIST_MAX, TEXT_FIELD_MAX, URL_MAX_LENGTH } from '@domain/limits';
import {
  httpUrlSchema,
  requiredText,
  STUDIO_FIELD_SCHEMAS,
  type StudioField,
} from '@domain/schemas/studio-edit-schemas';
import type { z } from 'zod';
import type { StudioAdminMessages } from '@/shared/i18n/studio-admin-messages';

export type FieldProblem =
  | { code: 'blank' }
  | { code: 'tooLong'; max: number }
  | { code: 'invalidUrl' }
  | { code: 'urlTooLong'; max: number }
  | { code: 'listTooLong'; max: number }
  | { code: 'entry'; index: number; problem: FieldProblem }
  | { code: 'invalid' };

type Kind = 'text' | 'url' | 'list' | 'choice';

function kindOf(field: StudioField): Kind {
  if (field === 'name' || field === 'city' || field === 'country') return 'text';
  if (field === 'showreel_video_url' || field === 'interactive_tour_url') return 'url';
  if (field.endsWith('_STATUS') || field.endsWith('_team_type')) return 'choice';
  return 'list';
}

function problemOf(issue: z.core.$ZodIssue | undefined, kind: Kind): FieldProblem {
  if (!issue) return { code: 'invalid' };
  if (kind === 'list' && issue.path.length >= 2 && typeof issue.path[0] === 'number') {
    const index = issue.path[0];
    const entryKind: Kind = issue.path[1] === 'url' ? 'url' : 'text';
    return { code: 'entry', index, problem: problemOf({ ...issue, path: [] }, entryKind) };
  }
  if (issue.code === 'too_small') return { code: 'blank' };
  if (issue.code === 'too_big') {
    if (issue.origin === 'array') return { code: 'listTooLong', max: LINK_LIST_MAX };
    return kind === 'url'
      ? { code: 'urlTooLong', max: URL_MAX_LENGTH }
      : { code: 'tooLong', max: TEXT_FIELD_MAX };
  }
  if (issue.code === 'custom' && kind === 'url') return { code: 'invalidUrl' };
  return { code: 'invalid' };
}

/** Null when the server will accept the value for this field, else what is wrong with it. */
export function checkField(field: StudioField, value: unknown): FieldProblem | null {
  const result = STUDIO_FIELD_SCHEMAS[field].safeParse(value);
  return result.success ? null : problemOf(result.error.issues[0], kindOf(field));
}

/** A name, city or country: non-blank after trimming, at most 200 characters. */
export function checkText(value: string): FieldProblem | null {
  const result = requiredText.safeParse(value);
  return result.success ? null : problemOf(result.error.issues[0], 'text');
}

/** An entry's URL: non-blank, absolute http(s), at most 2,048 characters. */
export function checkUrl(value: string): FieldProblem | null {
  const result = httpUrlSchema.safeParse(value);
  return result.success ? null : problemOf(result.error.issues[0], 'url');
}

export interface LinkDraftCheck {
  name: FieldProblem | null;
  url: FieldProblem | null;
  ok: boolean;
}

/** The name+URL dialog: both must be non-blank after trimming, and the URL a valid http(s) URL. */
export function checkLinkDraft(name: string, url: string): LinkDraftCheck {
  const nameProblem = checkText(name);
  const urlProblem = checkUrl(url);
  return { name: nameProblem, url: urlProblem, ok: !nameProblem && !urlProblem };
}

/** The problem in the reader's language. `entryName` names the list entry an entry problem is about. */
export function problemText(
  problem: FieldProblem,
  t: StudioAdminMessages,
  entryName?: (index: number) => string,
): string {
  switch (problem.code) {
    case 'blank':
      return t.blank;
    case 'tooLong':
      return t.tooLong({ max: problem.max });
    case 'invalidUrl':
      return t.invalidUrl;
    case 'urlTooLong':
      return t.urlTooLong({ max: problem.max });
    case 'listTooLong':
      return t.listTooLong({ max: problem.max });
    case 'entry':
      return t.listEntryInvalid({
        name: entryName?.(problem.index) ?? `#${problem.index + 1}`,
        reason: problemText(problem.problem, t),
      });
    default:
      return t.invalidValue;
  }
}
