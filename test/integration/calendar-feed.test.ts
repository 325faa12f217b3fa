import { test } from "node:test";
import assert from "node:assert/strict";
import ical from "node-ical";
import { startTestServer } from "../helpers/server";

test("the calendar feed lists the plan's meals as weekly events in the user's time zone; rotated and revoked URLs answer 404", async (t) => {
  const s = await startTestServer();
  t.after(() => s.close());
  const u = await s.user();
  const other = await s.user();
  const recipe = await s.request("POST", "/api/recipes", { token: u.token, body: { title: "Käsespätzle", ingredients: ["400 g Spätzle"] } });
  const plan = await s.request("POST", "/api/mealplans", {
    token: u.token,
    body: {
      name: "Family week",
      end_date: "2030-06-30",
      meals: [
        { name: "Abendessen", start_time: "18:30", end_time: "19:30", days_of_week: [1, 3, 5], items: [{ recipe_id: recipe.body.id, portion: 4 }] },
        { name: "Brunch", start_time: "10:00", end_time: "11:00", days_of_week: [7], items: [{ name: "Pancakes" }] },
      ],
    },
  });
  assert.equal(plan.status, 201, plan.text);
  await s.request("POST", "/api/mealplans", {
    token: other.token,
    body: { name: "Not mine", meals: [{ start_time: "12:00", end_time: "13:00", days_of_week: [2], items: [{ name: "Secret soup" }] }] },
  });

  assert.deepEqual((await s.request("GET", "/api/users/me/calendar-feed", { token: u.token })).body, { active: false });
  const created = await s.request("POST", "/api/users/me/calendar-feed", { token: u.token, body: { time_zone: "Europe/Berlin" } });
  assert.equal(created.status, 201, created.text);
  const url = new URL(created.body.url);
  assert.equal(url.origin, "http://localhost:8080", "the feed URL is on PUBLIC_URL");
  assert.match(url.pathname, /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const state = await s.request("GET", "/api/users/me/calendar-feed", { token: u.token });
  assert.equal(state.body.active, true);
  assert.equal(state.body.time_zone, "Europe/Berlin");
  assert.equal(JSON.stringify(state.body).includes(url.pathname.slice(14, 40)), false, "the secret is not shown again");

  const feed = await fetch(s.url + url.pathname);
  assert.equal(feed.status, 200);
  assert.match(feed.headers.get("content-type") ?? "", /^text\/calendar/);
  const text = await feed.text();
  assert.ok(!text.includes("Secret soup"), "another user's plan is not in the feed");
  const events = Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === "VEVENT");
  assert.equal(events.length, 2);
  const dinner = events.find((e) => String(e.summary).startsWith("Abendessen"));
  assert.ok(dinner);
  assert.match(String(dinner.summary), /Käsespätzle/);
  const link = dinner.url as unknown as string | { val: string };
  assert.equal(typeof link === "string" ? link : link.val, `http://localhost:8080/recipes/${recipe.body.id}`);
  assert.match(String(dinner.description), /Käsespätzle ×4 — http:\/\/localhost:8080\/recipes\//);
  assert.equal((dinner.start as Date & { tz?: string }).tz, "Europe/Berlin");
  const berlin = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit", weekday: "short" }).format(
    dinner.start as Date,
  );
  assert.match(berlin, /^(Mon|Wed|Fri) 18:30$/, `starts at 18:30 Berlin time on a planned day: ${berlin}`);
  assert.equal(((dinner.end as Date).getTime() - (dinner.start as Date).getTime()) / 60_000, 60);
  assert.ok(dinner.rrule, "recurring");
  const opts = dinner.rrule.options;
  // node-ical's rrule speaks RFC 5545 names (older rrule.js builds use numbers: WEEKLY 2, MO 0).
  const names = (v: unknown) => String(v).replace(/^2$/, "WEEKLY");
  assert.equal(names(opts.freq), "WEEKLY");
  assert.deepEqual([...(opts.byweekday ?? [])].map((d) => String(d)).sort(), ["FR", "MO", "WE"], "Monday, Wednesday, Friday");
  assert.ok(
    opts.until && new Date(String(opts.until instanceof Date ? opts.until.toISOString() : opts.until)).toISOString() === "2030-06-30T21:59:00.000Z",
    "until the plan's end date, 23:59 in Berlin",
  );
  const next = dinner.rrule.between(new Date(), new Date(Date.now() + 8 * 86_400_000));
  assert.equal(next.length >= 3 && next.length <= 4, true, `about three dinners a week: ${next.length}`);

  // Rotate: the old URL is gone, the new one works.
  const rotated = await s.request("POST", "/api/users/me/calendar-feed", { token: u.token });
  assert.equal(rotated.status, 201);
  assert.equal(rotated.body.time_zone, "Europe/Berlin", "rotation keeps the time zone");
  assert.equal((await fetch(s.url + url.pathname)).status, 404);
  const newPath = new URL(rotated.body.url).pathname;
  assert.equal((await fetch(s.url + newPath)).status, 200);
  // Revoke: 404, and a made-up secret too.
  assert.equal((await s.request("DELETE", "/api/users/me/calendar-feed", { token: u.token })).status, 204);
  assert.equal((await fetch(s.url + newPath)).status, 404);
  assert.equal((await fetch(`${s.url}/api/calendar/${"A".repeat(43)}.ics`)).status, 404);
  assert.equal((await s.request("POST", "/api/users/me/calendar-feed", { token: u.token, body: { time_zone: "Mars/Olympus" } })).status, 400);
});
