import { describe, expect, it } from "vitest";

import { acknowledgementCapAddress } from "./acknowledgement-cap";

// The acknowledgement's daily cap counted `a.b@x` and `ab+tag@x` apart from `ab@x`: three
// spellings of one Gmail mailbox got three caps. They are counted as one address.

describe("the address the acknowledgement cap counts", () => {
  it("is one for `ab@x`, `a.b@x`, `ab+tag@x` and their spellings in capitals", () => {
    const spellings = [
      "ab@gmail.com",
      "a.b@gmail.com",
      "ab+tag@gmail.com",
      "A.B+News.Letter@Gmail.COM",
      " a..b.+x+y@gmail.com ",
    ];
    for (const spelling of spellings) {
      expect(acknowledgementCapAddress(spelling), spelling).toBe("ab@gmail.com");
    }
  });

  it("drops the dots for every domain, and keeps the domain's own dots", () => {
    expect(acknowledgementCapAddress("first.last@mail.example.co.uk")).toBe(
      "firstlast@mail.example.co.uk",
    );
  });

  it("keeps another mailbox another, and what is not an address as it is", () => {
    expect(acknowledgementCapAddress("abc@gmail.com")).toBe("abc@gmail.com");
    expect(acknowledgementCapAddress("ab@example.org")).toBe("ab@example.org");
    expect(acknowledgementCapAddress("+tag@x.example")).toBe("+tag@x.example");
    expect(acknowledgementCapAddress("no-at-sign")).toBe("no-at-sign");
  });
});
