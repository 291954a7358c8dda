import "server-only";

import {
  Activity,
  AlertTriangle,
  ArrowDown,
  ArrowRight,
  Award,
  BarChart3,
  BookOpen,
  Bot,
  Brain,
  Briefcase,
  Building2,
  Calendar,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Cloud,
  Code2,
  Cog,
  Copy,
  CreditCard,
  Database,
  Eye,
  EyeOff,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  Heart,
  HeartPulse,
  Inbox,
  Languages,
  Layers,
  Lightbulb,
  Loader2,
  Lock,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  MessageSquare,
  Mic,
  Monitor,
  Moon,
  Network,
  Palette,
  Pause,
  Phone,
  Play,
  Rocket,
  Rss,
  Scale,
  Search,
  Server,
  Settings,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Sun,
  Target,
  TrendingUp,
  Truck,
  Users,
  Wand2,
  Workflow,
  Wrench,
  X,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ReactElement } from "react";
import { z } from "zod";

import type { SpriteIconName } from "./icon";

/**
 * Every icon of the site, by the name <Icon> uses, as lucide draws it. Only the sprite
 * (src/app/icons.svg/route.ts, built once at build time) reads lucide: pages and client
 * components reference a symbol of it, so no icon's drawing is in the HTML or the JavaScript.
 */
const icons = {
  activity: Activity,
  arrowRight: ArrowRight,
  award: Award,
  barChart: BarChart3,
  book: BookOpen,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  check: CheckCircle2,
  clock: Clock,
  cloud: Cloud,
  code: Code2,
  cog: Cog,
  creditCard: CreditCard,
  database: Database,
  eye: Eye,
  fileText: FileText,
  globe: Globe,
  graduationCap: GraduationCap,
  handshake: Handshake,
  headphones: Headphones,
  heart: Heart,
  heartPulse: HeartPulse,
  languages: Languages,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  mapPin: MapPin,
  messageCircle: MessageCircle,
  messageSquare: MessageSquare,
  mic: Mic,
  monitor: Monitor,
  network: Network,
  palette: Palette,
  phone: Phone,
  rocket: Rocket,
  rss: Rss,
  scale: Scale,
  search: Search,
  server: Server,
  settings: Settings,
  shield: Shield,
  shieldCheck: ShieldCheck,
  shoppingCart: ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  trendingUp: TrendingUp,
  truck: Truck,
  users: Users,
  wand: Wand2,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
  alertTriangle: AlertTriangle,
  arrowDown: ArrowDown,
  checkMark: Check,
  chevronDown: ChevronDown,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  copy: Copy,
  eyeOff: EyeOff,
  inbox: Inbox,
  loader: Loader2,
  menu: Menu,
  moon: Moon,
  pause: Pause,
  play: Play,
  sun: Sun,
  x: X,
} satisfies Record<SpriteIconName, LucideIcon>;

type IconNode = [tag: string, attributes: Record<string, string | number>][];

// lucide-react keeps each icon's drawing (tag and attributes per element) in the icon data its
// component passes to lucide's Icon; read it from there, checked, so a change in lucide fails
// the build rather than drawing nothing.
const iconDataSchema = z.object({
  node: z.array(z.tuple([z.string(), z.record(z.string(), z.union([z.string(), z.number()]))])),
});

function drawingOf(icon: LucideIcon): IconNode {
  const render = (icon as unknown as { render: (props: object, ref: null) => ReactElement }).render;
  const element = render({}, null) as ReactElement<{ icon?: unknown }>;
  return iconDataSchema.parse(element.props.icon).node;
}

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function elementsOf(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${text}/>`;
    })
    .join("");
}

function symbolOf(name: string, node: IconNode): string {
  return `<symbol id="${name}" viewBox="0 0 24 24">${elementsOf(node)}</symbol>`;
}

/** One icon's elements (on a 24 × 24 grid, unstyled), to draw inside another SVG. */
export function iconElements(name: SpriteIconName): string {
  return elementsOf(drawingOf(icons[name]));
}

/** The sprite: one <symbol> per icon, its id the icon's name. */
export function iconSprite(): string {
  const symbols = Object.entries(icons).map(([name, icon]) => symbolOf(name, drawingOf(icon)));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
