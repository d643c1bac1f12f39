/**
 * The studio fields a visitor's correction may name (product.md §14; their values are text, checked
 * as §5 checks them); any parameter of the catalog (§10) may be named too. Lists of links and
 * coordinates are corrected by their editors. Kept apart from the schemas, so the web's correction
 * form reads it without loading zod.
 */
export const CORRECTABLE_STUDIO_FIELDS = [
  'name',
  'city',
  'country',
  'country_code',
  '3DGS_LOCATION_SCANNING_STATUS',
  '4DGS_ACTOR_SCANNING_STATUS',
  'showreel_video_url',
  'interactive_tour_url',
  'scanning_team_type',
  'environment_team_type',
] as const;
export type CorrectableStudioField = (typeof CORRECTABLE_STUDIO_FIELDS)[number];
