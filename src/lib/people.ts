import "server-only";

import { leadership } from "@/content/team";
import { allTestimonials } from "@/content/testimonials";
import { getAllPosts } from "@/lib/collections/blog";

import { personKey } from "./portraits";

/**
 * Everyone the site shows with a portrait: the team, the testimonials' authors and the blog's
 * authors, each once. Two different names that share a key would share a portrait: refused.
 */
export function portraitPeople(): string[] {
  const names = [
    ...leadership.map((member) => member.name),
    ...allTestimonials.map((testimonial) => testimonial.name),
    ...getAllPosts().map((post) => post.author),
  ];
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = personKey(name);
    const known = byKey.get(key);
    if (known !== undefined && known !== name) {
      throw new Error(`"${name}" and "${known}" would share the portrait ${key}`);
    }
    byKey.set(key, name);
  }
  return [...byKey.values()];
}
