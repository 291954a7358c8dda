import { Slot } from "@radix-ui/react-slot";
import { clsx } from "clsx";
import * as React from "react";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  secondary: "border border-border bg-card text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  inverse: "bg-white text-slate-900 hover:bg-slate-100",
  outlineInverse: "border border-white/70 text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * A button's classes. Joined with clsx, not cn (tailwind-merge): client components use it, and a
 * caller's classes must not conflict with the button's own (merge with cn in a server component).
 */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  asChild,
  className,
  type = "button",
  ...props
}: ButtonProps & { ref?: React.Ref<HTMLButtonElement> }) {
  if (asChild) {
    return <Slot className={buttonClasses({ variant, size, className })} {...props} />;
  }
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
