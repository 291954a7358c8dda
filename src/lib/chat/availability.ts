/**
 * What a visitor is told about when the chat is answered, from the company's facts: inside the
 * answering office's hours (src/config/chat.ts, in that office's time zone) and with someone of
 * the team online, the team "usually replies in a few minutes"; otherwise the answer comes by
 * email within the response time. Pure, and free of the facts module: the clock, the office's
 * hours and the presence are given. The /chat page decides it on the server; the chat panel
 * decides it in the browser, by the browser's clock each minute, from the hours and the team's
 * presence the server sends (src/components/chat/panel.tsx).
 */
import type { OfficeHours } from "@/config/site";

export type ChatAvailability = "online" | "away";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "Mon–Fri" (an en dash or a hyphen) as the weekday numbers it covers (0 = Sunday). */
export function workingDays(days: string): Set<number> {
  const [from, to] = days.split(/[–-]/).map((day) => WEEKDAYS.indexOf(day.trim() as never));
  if (from === undefined || from < 0 || (to !== undefined && to < 0)) {
    throw new Error(`Unreadable working days: ${days}`);
  }
  const last = to ?? from;
  const set = new Set<number>();
  for (let day = from; ; day = (day + 1) % 7) {
    set.add(day);
    if (day === last) break;
  }
  return set;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** An office, or what of it decides when it is open. */
type WithHours = { hours: OfficeHours };

/** Whether `office` is open at `now`: its working day and hours, in its own time zone. */
export function officeOpenAt(office: WithHours, now: Date): boolean {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: office.hours.timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  const weekday = WEEKDAYS.indexOf(part("weekday") as never);
  const minutes = Number(part("hour")) * 60 + Number(part("minute"));
  return (
    workingDays(office.hours.days).has(weekday) &&
    minutes >= minutesOf(office.hours.opens) &&
    minutes < minutesOf(office.hours.closes)
  );
}

/** Online only inside the answering office's hours and with a team member online. */
export function chatAvailability(
  now: Date,
  teamOnline: number,
  office: WithHours,
): ChatAvailability {
  return teamOnline > 0 && officeOpenAt(office, now) ? "online" : "away";
}
