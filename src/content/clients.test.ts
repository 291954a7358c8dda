import { describe, expect, it } from "vitest";

import { clientById, clients } from "./clients";
import { allTestimonials } from "./testimonials";

describe("the clients of the client strip", () => {
  it("keeps the ids other modules refer to, each once", () => {
    expect(clients.map(({ id }) => id)).toEqual([
      "atlas-retail",
      "levant-freight",
      "cedars-medical",
      "retailpro",
      "techstart",
      "medina-health",
      "northwind-logistics",
      "mansour-coffee",
    ]);
    for (const client of clients) expect(clientById(client.id)).toBe(client);
  });

  it("are companies that shared their results in a testimonial", () => {
    for (const client of clients) {
      const spoken = allTestimonials.filter(({ company }) => company === client.name);
      expect(spoken, client.name).not.toEqual([]);
    }
    expect(new Set(clients.map(({ name }) => name)).size).toBe(clients.length);
  });

  it("show a wordmark that is their name or a shortening of it", () => {
    for (const { name, wordmark } of clients) {
      expect(name.startsWith(wordmark), name).toBe(true);
      expect(wordmark.length, name).toBeLessThanOrEqual(14);
    }
  });
});
