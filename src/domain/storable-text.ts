/**
 * Text PostgreSQL can store as it was sent. Two things cannot be: the NUL character (text and jsonb
 * refuse it, so a write holding one failed with a 500) and an unpaired UTF-16 surrogate (not
 * representable in UTF-8: the drivers silently store U+FFFD instead, and jsonb refuses its escape).
 * Requests carrying either are refused up front, as Django REST Framework refuses null characters.
 */

export const UNSTORABLE_TEXT_MESSAGE = 'Null characters and unpaired surrogates are not allowed.';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (value or object key) in a JSON value that cannot be stored, such as
 * ['tour_credits', 0, 'name'], [] for the value itself, or null when everything can. Iterative, so
 * deeply nested input cannot overflow the stack.
 */
export function unstorableTextPath(value: unknown): (string | number)[] | null {
  interface Node {
    value: unknown;
    key: string | number | null;
    parent: Node | null;
  }
  const pathOf = (node: Node, key?: string): (string | number)[] => {
    const path: (string | number)[] = key === undefined ? [] : [key];
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (!isStorableText(key)) return pathOf(node, key);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}
