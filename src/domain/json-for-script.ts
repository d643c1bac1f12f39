/**
 * JSON safe inside a <script> element (the page's inert JSON and JSON-LD): no "</script>", no HTML
 * comment openers, no line separators that older parsers read as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
