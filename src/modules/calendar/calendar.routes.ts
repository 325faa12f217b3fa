import { z } from "zod";
import { defineRoute, RAW, type RouteDef } from "../../http/route";
import { createOrRotateFeed, getFeed, renderFeed, revokeFeed } from "./calendar.service";

const tags = ["calendar"];

/** An IANA time zone name this runtime knows (Intl refuses unknown ones). */
const timeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Must be an IANA time zone such as Europe/Berlin");

const feedBody = z
  .strictObject({ time_zone: timeZone.optional().describe("Time zone of the meals' times (default: the current feed's, else CALENDAR_TIME_ZONE).") })
  .optional();
const feedOut = z.object({
  url: z.string().describe("The secret feed URL (shown only now; subscribe to it in a calendar app)."),
  time_zone: z.string(),
  created_at: z.string(),
});
const feedState = z.object({ active: z.boolean(), time_zone: z.string().optional(), created_at: z.string().optional() });

export const calendarRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/users/me/calendar-feed",
    summary: "Whether your meal-plan calendar feed is active (its secret URL is not stored, so it is not shown again)",
    tags,
    auth: "user",
    responses: { 200: { description: "Feed state", schema: feedState } },
    handler: ({ deps, actor }) => getFeed(deps, actor),
  }),
  defineRoute({
    method: "POST",
    path: "/api/users/me/calendar-feed",
    summary: "Create or rotate your secret iCal feed of meal plans; answers its URL",
    description: "Rotating replaces the secret: the previous URL answers 404 from now on. Only a hash of the secret is stored.",
    tags,
    auth: "user",
    body: feedBody,
    responses: { 201: { description: "Feed created or rotated", schema: feedOut } },
    handler: ({ deps, actor, body }) => createOrRotateFeed(deps, actor, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/users/me/calendar-feed",
    summary: "Revoke your calendar feed (its URL answers 404)",
    tags,
    auth: "user",
    responses: { 204: { description: "Revoked" } },
    handler: ({ deps, actor }) => revokeFeed(deps, actor),
  }),
  defineRoute({
    method: "GET",
    path: "/api/calendar/{file}",
    summary: "A meal-plan calendar feed (iCalendar); `file` is `<secret>.ics`",
    description:
      "No bearer token: the secret in the URL is the capability. Every meal of the owner's visible plans is a weekly recurring event (RRULE) in the feed's time zone, with its recipes and links to /recipes/<id> on PUBLIC_URL. A revoked or rotated secret answers 404. Rate limited per IP.",
    tags,
    auth: "none",
    rateLimit: "anon",
    params: z.object({ file: z.string().max(100) }),
    responses: { 200: { description: "The feed", contentType: "text/calendar" }, 404: { description: "No such feed" } },
    handler: ({ deps, params, ctx }) => {
      const body = renderFeed(deps, params.file);
      ctx.status = 200;
      ctx.set("Content-Type", "text/calendar; charset=utf-8");
      ctx.set("Cache-Control", "private, no-store");
      ctx.set("X-Robots-Tag", "noindex, nofollow");
      ctx.set("Referrer-Policy", "no-referrer");
      ctx.body = body;
      return RAW;
    },
  }),
];
