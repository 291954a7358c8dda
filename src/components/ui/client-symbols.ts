import type { ClientId } from "@/content/clients";

/**
 * The symbols of the clients' marks, one family: each drawn on the same 24-unit grid, inside
 * the same 18-unit live area (3 to 21; a shape with corners a little inside it, a round one to
 * its edge, so that each looks the same size), as open strokes of one weight (ClientMark sets
 * stroke 2, round caps and joins, in currentColor). No fill, no colour, nothing that points along
 * the reading direction: a mark is artwork, never mirrored.
 */
export const clientSymbols = {
  // A globe: the outline, the equator, one meridian.
  "atlas-retail": [
    "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18Z",
    "M3 12h18",
    "M12 3c-2.6 2.5-3.9 5.5-3.9 9s1.3 6.5 3.9 9c2.6-2.5 3.9-5.5 3.9-9S14.6 5.5 12 3Z",
  ],
  // Two chevrons: freight on the move.
  "levant-freight": ["M4 5l7 7-7 7", "M13 5l7 7-7 7"],
  // A cross, drawn as its outline.
  "cedars-medical": ["M9 3.5h6v5.5h5.5v6H15v5.5H9V15H3.5V9H9Z"],
  // A shopping bag.
  retailpro: ["M4.5 8.5h15L18 20.5H6Z", "M9 8.5V7a3 3 0 0 1 6 0v1.5"],
  // A terminal prompt in a window.
  techstart: ["M3.5 5.5h17v13h-17Z", "M7.5 9.5l3 2.5-3 2.5", "M13 14.5h3.5"],
  // A doorway: two arches on one threshold.
  "medina-health": [
    "M5 20.5V11a7 7 0 0 1 14 0v9.5",
    "M9.5 20.5v-6a2.5 2.5 0 0 1 5 0v6",
    "M3 20.5h18",
  ],
  // A bearing pointed north.
  "northwind-logistics": ["M12 3l7 17.5-7-4-7 4Z"],
  // A coffee bean: its outline on the diagonal and its seam.
  "mansour-coffee": [
    "M5.3 18.7A9.5 6.5-45 0 1 18.7 5.3A9.5 6.5-45 0 1 5.3 18.7Z",
    "M7 17c3-1 3.5-4 5-5s2-4 5-5",
  ],
} as const satisfies Record<ClientId, readonly string[]>;
