import { z } from './validation.ts';

/** GET /api/config: what the operator set up that the web app needs to know at run time. */
export const clientConfigResponseSchema = z.object({
  success: z.literal(true),
  /** The operator's XYZ tile address ({z}, {x}, {y}, maybe {s}), or null: routes are drawn without a map. */
  map_tiles_url: z.string().nullable(),
  /** The credit the tiles' terms ask for (e.g. "© OpenStreetMap contributors"), or null. */
  map_tiles_attribution: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigResponseSchema>;
