/**
 * Site settings: the server reads them from its configuration and embeds them in index.html as
 * inert JSON (<script type="application/json" id="app-config">); the web app reads them back.
 */
export type TourCreditRole = 'scanner' | 'tourHost';

export interface SiteConfig {
  /** The data provider's credit on the studio list. */
  dataProvider: { name: string; url: string };
  /** The "contact a specialist" link. */
  contactSpecialistUrl: string;
  /**
   * The tour credits shown when a studio's tour has none of its own: who scanned it and who hosts
   * it, by name; the web app says the role in the reader's language ('Scanned by …').
   */
  defaultTourCredits: { role: TourCreditRole; name: string; url: string }[];
  /**
   * The hosts whose interactive tours a studio page frames (TOUR_EMBED_HOSTS; domain/tour-embed.ts):
   * a tour elsewhere shows as a plain link.
   */
  tourEmbedHosts: string[];
  /** Pages of 100 studios the directory reads. */
  listMaxPages: number;
  /**
   * The directory map's tile layer (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; an https {z}/{x}/{y}
   * template and its credit, as plain text); null: the offline country outlines (decision 017).
   */
  mapTiles: { url: string; attribution: string } | null;
  /**
   * PUBLIC_URL (scheme and host, no trailing slash), else null: the page's own origin. Canonical
   * links, hreflang alternates, Open Graph URLs and JSON-LD start with it (issue 15).
   */
  publicUrl: string | null;
}
