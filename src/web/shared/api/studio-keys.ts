/**
 * The query keys of studio data, for every feature: ['studios', ...] is what lists studios (the
 * directory, which the compare picker reads too, and comparisons); ['studio', id, ...] is one
 * studio's page. studio-cache.ts says what a write does to them. (The keys sit apart from it so the
 * visitor's directory does not download the admin's write handling.)
 */
export const studioKeys = {
  /** Every list of studios: the directory and the comparisons. */
  lists: () => ['studios'] as const,
  directory: () => ['studios', 'directory'] as const,
  comparisons: () => ['studios', 'compare'] as const,
  comparison: (ids: readonly number[]) => ['studios', 'compare', [...ids]] as const,
  /** Everything of one studio's page. */
  studio: (id: number) => ['studio', id] as const,
  detail: (id: number) => ['studio', id, 'detail'] as const,
  parameters: (id: number) => ['studio', id, 'parameters'] as const,
  history: (id: number) => ['studio', id, 'history'] as const,
  /** When each value was last verified, and by whom (product.md §14). */
  verifications: (id: number) => ['studio', id, 'verifications'] as const,
  imports: (id: number) => ['studio', id, 'imports'] as const,
};
