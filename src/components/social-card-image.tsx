import { siteConfig } from "@/config/site";
import { socialImageSize } from "@/lib/metadata";
import type { TextImage } from "@/lib/og/rtl-text";
import type { SocialCard } from "@/lib/social-cards";

/*
 * The social card, drawn by Satori (next/og): flexbox only, inline styles, no CSS variables,
 * so the dark theme's tokens from globals.css are repeated here as literals.
 */
export const socialCardColors = {
  background: "#060a13",
  foreground: "#e8edf5",
  muted: "#9aa8bd",
  primary: "#38c6e8",
  accent: "#a78bfa",
  border: "#1f2a40",
  brandFrom: "#0891b2",
  brandTo: "#7c3aed",
};
const colors = socialCardColors;

/** The two waves of the logo (src/app/icon.svg), drawn large and faint behind the text. */
const wavePath = "M6 19c3-4 6-4 9 0s6 4 11-1M6 13.5c3-4 6-4 9 0s6 4 11-1";

/** The title's font size, by its length (a post's cover sets its title the same way). */
export function titleSize(title: string): number {
  if (title.length <= 24) return 88;
  if (title.length <= 48) return 72;
  return 58;
}

/**
 * The sizes a title steps down through, from its titleSize, when it does not fit in three lines
 * (the Arabic cards and the covers, which wrap their titles themselves).
 */
export const titleSizes = [88, 72, 58, 50, 44] as const;

/** The Arabic card's text blocks, set right to left by src/lib/og/rtl-text.ts (Satori cannot). */
export interface RtlCardText {
  kicker: TextImage;
  title: TextImage;
  description?: TextImage;
}

/** A block of text drawn beforehand as an image (an Arabic card's kicker, title, description). */
function TextBlock({ image }: { image: TextImage }) {
  // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image
  return <img src={image.src} width={image.width} height={image.height} alt="" />;
}

/**
 * A page's social card. A blog post's card is its cover (src/components/blog/cover-art.ts):
 * `cover` is the cover's art as a data URL, drawn under the kicker, the title and the signature,
 * in white, without the description (the cover has none) or the brand's bar.
 * An Arabic card (`rtl`) is the same card mirrored, its words set as images (see RtlCardText):
 * the kicker's bar and the logo on the right, the text right-aligned.
 */
export function SocialCardImage({
  card,
  logo,
  cover,
  rtl,
}: {
  card: SocialCard;
  logo: string;
  cover?: string;
  rtl?: RtlCardText;
}) {
  const muted = cover ? "rgba(255,255,255,0.85)" : colors.muted;
  const row = rtl ? "row-reverse" : "row";
  // Gradients run from the start side: left to right in English, right to left in Arabic.
  const along = rtl ? "270deg" : "90deg";
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px 72px",
        fontFamily: "Inter",
        color: colors.foreground,
        backgroundColor: colors.background,
        // Satori reads every style value given, so a style it must not draw is left out.
        ...(cover
          ? {}
          : {
              backgroundImage: `radial-gradient(circle at ${rtl ? "92%" : "8%"} -10%, rgba(14,165,233,0.32), transparent 45%), radial-gradient(circle at ${rtl ? "0%" : "100%"} 0%, rgba(139,92,246,0.28), transparent 45%)`,
            }),
      }}
    >
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image
        <img
          src={cover}
          width={socialImageSize.width}
          height={socialImageSize.height}
          alt=""
          style={{ position: "absolute", left: 0, top: 0 }}
        />
      ) : (
        <svg
          width="460"
          height="460"
          viewBox="0 0 32 32"
          style={{
            position: "absolute",
            top: -110,
            opacity: 0.28,
            ...(rtl ? { left: -60, transform: "scaleX(-1)" } : { right: -60 }),
          }}
        >
          <defs>
            <linearGradient id="wave" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={colors.primary} />
              <stop offset="1" stopColor={colors.accent} />
            </linearGradient>
          </defs>
          <path
            d={wavePath}
            fill="none"
            stroke="url(#wave)"
            strokeWidth="1.1"
            strokeLinecap="round"
          />
        </svg>
      )}

      <div style={{ display: "flex", flexDirection: row, alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 48,
            height: 6,
            borderRadius: 3,
            ...(cover
              ? { backgroundColor: "#ffffff" }
              : {
                  backgroundImage: `linear-gradient(${along}, ${colors.primary}, ${colors.accent})`,
                }),
          }}
        />
        {rtl ? (
          <TextBlock image={rtl.kicker} />
        ) : (
          <div
            style={{
              fontSize: 26,
              fontWeight: 700,
              letterSpacing: 3,
              textTransform: "uppercase",
              color: cover ? "#ffffff" : colors.primary,
            }}
          >
            {card.kicker}
          </div>
        )}
      </div>

      {rtl ? (
        <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 28 }}>
          <TextBlock image={rtl.title} />
          {rtl.description ? <TextBlock image={rtl.description} /> : null}
        </div>
      ) : (
        <div style={{ display: "flex", flexDirection: "column", gap: 28, maxWidth: 1020 }}>
          <div
            style={{
              fontSize: titleSize(card.title),
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: -2,
              textWrap: "balance",
            }}
          >
            {card.title}
          </div>
          {cover ? null : (
            <div
              style={{
                fontSize: 30,
                fontWeight: 500,
                lineHeight: 1.4,
                color: colors.muted,
                textWrap: "balance",
              }}
            >
              {card.description}
            </div>
          )}
        </div>
      )}

      <div
        style={{
          display: "flex",
          flexDirection: row,
          alignItems: "center",
          justifyContent: "space-between",
          borderTop: `2px solid ${cover ? "rgba(255,255,255,0.3)" : colors.border}`,
          paddingTop: 32,
        }}
      >
        <div style={{ display: "flex", flexDirection: row, alignItems: "center", gap: 18 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image */}
          <img src={logo} width={52} height={52} alt="" />
          <div style={{ fontSize: 38, fontWeight: 800, letterSpacing: -1 }}>{siteConfig.name}</div>
        </div>
        <div style={{ fontSize: 26, fontWeight: 500, color: muted }}>
          {new URL(siteConfig.url).host}
        </div>
      </div>

      {cover ? null : (
        <div
          style={{
            position: "absolute",
            left: 0,
            right: 0,
            bottom: 0,
            height: 10,
            backgroundImage: `linear-gradient(${along}, ${colors.brandFrom}, ${colors.brandTo})`,
          }}
        />
      )}
    </div>
  );
}
