import "server-only";

import { authorPresentation } from "@/content/portraits";
import { leadership } from "@/content/team";
import { allTestimonials } from "@/content/testimonials";
import { getAllPosts } from "@/lib/collections/blog";

import type { PortraitSubject } from "./portrait-svg";
import { personKey } from "./portraits";

/** How an author presents (src/content/portraits.ts): an author missing there is refused. */
function presentationOf(name: string): PortraitSubject {
  const presents = (authorPresentation as Record<string, "woman" | "man" | undefined>)[name];
  if (!presents) throw new Error(`"${name}" has no presentation in src/content/portraits.ts`);
  return { name, presents };
}

/**
 * Everyone the site shows with a portrait, each once: the leaders with their looks, then the
 * testimonials' and the blog's authors. Two different names that share a key would share a
 * portrait: refused.
 */
export function portraitPeople(): PortraitSubject[] {
  const subjects: PortraitSubject[] = [
    ...leadership.map((member) => ({ name: member.name, look: member.look })),
    ...allTestimonials.map((testimonial) => presentationOf(testimonial.name)),
    ...getAllPosts().map((post) => presentationOf(post.author)),
  ];
  const byKey = new Map<string, PortraitSubject>();
  for (const subject of subjects) {
    const key = personKey(subject.name);
    const known = byKey.get(key);
    if (known !== undefined && known.name !== subject.name) {
      throw new Error(`"${subject.name}" and "${known.name}" would share the portrait ${key}`);
    }
    if (known === undefined) byKey.set(key, subject);
  }
  return [...byKey.values()];
}
