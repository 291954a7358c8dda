/**
 * The clients whose marks the client strip shows (the home page and the AI landing), in the
 * order the strip shows them. Each is a company that speaks in a testimonial: `name` is that
 * testimonial's `company`, word for word (src/content/clients.test.ts), which is what makes the
 * strip's title, "Clients who shared their results", true. `wordmark` is the name as the
 * client's logo reads it, shorter where the full name would not fit the row; screen readers
 * hear `name`. Each id has its symbol in src/components/ui/client-symbols.ts.
 *
 * One module for both languages: the Arabic pages keep the companies' Latin names, as the
 * Arabic testimonials do (src/content/ar/testimonials.ts).
 */

export interface Client {
  /** Stable: other modules (case studies) refer to a client by it. */
  id: string;
  /** The company's name, as its testimonial gives it. */
  name: string;
  /** The name as its mark shows it. */
  wordmark: string;
}

export const clients = [
  { id: "atlas-retail", name: "Atlas Retail Group", wordmark: "Atlas Retail" },
  { id: "levant-freight", name: "Levant Freight", wordmark: "Levant Freight" },
  { id: "cedars-medical", name: "Cedars Medical Center", wordmark: "Cedars Medical" },
  { id: "retailpro", name: "RetailPro", wordmark: "RetailPro" },
  { id: "techstart", name: "TechStart Inc.", wordmark: "TechStart" },
  { id: "medina-health", name: "Medina Health", wordmark: "Medina Health" },
  { id: "northwind-logistics", name: "Northwind Logistics", wordmark: "Northwind" },
  { id: "mansour-coffee", name: "Mansour Coffee Roasters", wordmark: "Mansour Coffee" },
] as const satisfies readonly Client[];

export type ClientId = (typeof clients)[number]["id"];

/** The client of an id (every id is one: ClientId is the ids of `clients`). */
export function clientById(id: ClientId): Client {
  return clients.find((client) => client.id === id)!;
}
