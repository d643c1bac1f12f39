/**
 * JSON that a browser can read a part at a time (issue 15): a large page state (the list's, about
 * 2.5 MB for 1,000 studios) parsed in one JSON.parse was a long task of its own on a slow phone. The
 * text is the value's JSON, valid as it is (any JSON reader reads it whole), with a line break
 * before and after each part of every array longer than `partItems`, and between its parts:
 *
 *   {"queries":[{"state":{"data":{"studios":[
 *   {...},{...},…,
 *   {...},{...}
 *   ]}}}]}
 *
 * JSON.stringify never writes a line break itself (one inside a string is written \n), so the line
 * breaks are exactly the parts' bounds. parsePartedJson reads the rest first, then each part in a
 * task of its own. Only the outermost long arrays are parted (an element is written whole).
 */

export const DEFAULT_PART_ITEMS = 100;

/** `value` as parted JSON (see above): equal to JSON.stringify(value) once its line breaks are removed. */
export function partedJson(value: unknown, partItems = DEFAULT_PART_ITEMS): string {
  const parted: string[] = [];
  // A string that no data holds stands for each parted array; it is swapped for the array's text.
  const token = `\u0000parted-${Math.random().toString(36).slice(2)}-`;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!Array.isArray(item) || item.length <= partItems) return item;
    const parts: string[] = [];
    for (let start = 0; start < item.length; start += partItems) {
      parts.push(
        item
          .slice(start, start + partItems)
          .map((element) => JSON.stringify(element) ?? 'null')
          .join(','),
      );
    }
    parted.push(`[\n${parts.join(',\n')}\n]`);
    return `${token}${parted.length - 1}`;
  });
  if (parted.length === 0) return text;
  const quotedToken = JSON.stringify(token).slice(0, -1);
  return text.replace(
    new RegExp(`${escapeRegExp(quotedToken)}(\\d+)"`, 'g'),
    (_match, index: string) => parted[Number(index)]!,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/**
 * Reads parted JSON (any JSON: text without a line break is read at once): the value's frame first,
 * then each part of each parted array, calling `yieldToBrowser` between parts.
 */
export async function parsePartedJson(text: string, yieldToBrowser: () => Promise<void>): Promise<unknown> {
  if (!text.includes('\n')) return JSON.parse(text);
  const lines = text.split('\n');
  // The frame: the lines outside the arrays, each parted array standing as [marker].
  const marker = `\u0000part-${Math.random().toString(36).slice(2)}`;
  const quotedMarker = JSON.stringify(marker);
  const arrays: string[][] = [];
  let frame = lines[0]!;
  let current: string[] | null = null;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (current === null) {
      // A parted array opened at the end of the frame's last line: its parts follow.
      current = [];
      arrays.push(current);
    }
    if (line.startsWith(']')) {
      frame += `${quotedMarker}${line}`;
      current = null;
    } else current.push(line);
  }
  const value: unknown = JSON.parse(frame);
  await yieldToBrowser();
  const holes: unknown[][] = [];
  collectHoles(value, marker, holes);
  if (holes.length !== arrays.length) throw new SyntaxError('parted JSON: unexpected parts');
  for (let a = 0; a < arrays.length; a++) {
    const target = holes[a]!;
    target.length = 0;
    for (const part of arrays[a]!) {
      const items = JSON.parse(`[${part.endsWith(',') ? part.slice(0, -1) : part}]`) as unknown[];
      for (const item of items) target.push(item);
      await yieldToBrowser();
    }
  }
  return value;
}

/** The arrays that stand for parted ones, in the order of the text. */
function collectHoles(value: unknown, marker: string, holes: unknown[][]): void {
  if (Array.isArray(value)) {
    if (value.length === 1 && value[0] === marker) holes.push(value);
    else for (const item of value) collectHoles(item, marker, holes);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectHoles(item, marker, holes);
  }
}
