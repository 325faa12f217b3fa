// Revocation reaches media: a signed /media URL names what granted it (a share link, or the viewer who could see
// the file), and stops working as soon as that grant does.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import { startTestServer, type TestServer } from "../helpers/server";
import { householdWith, shareInto } from "../helpers/households";

type U = { id: string; token: string };
let s: TestServer;
let owner: U;
let member: U;
let recipeId: string;

/** Fetch a media URL the API handed out, against the test server (PUBLIC_URL is a placeholder host). */
const fetchMedia = (url: string) => fetch(url.replace(s.config.publicUrl, s.url));

before(async () => {
  s = await startTestServer();
  owner = await s.user();
  member = await s.user();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "pie.png");
  const file = await s.request("POST", "/api/files", { token: owner.token, raw: form });
  assert.equal(file.status, 201, file.text);
  const recipe = await s.request("POST", "/api/recipes", { token: owner.token, body: { title: "Pie", media: [{ file_id: file.body.id }] } });
  assert.equal(recipe.status, 201, recipe.text);
  recipeId = recipe.body.id;
});
after(() => s.close());

describe("media URLs follow their grant", () => {
  it("answers with status 403 for a shared recipe's media URL once the share link is revoked", async () => {
    const link = await s.request("POST", "/api/share-links", { token: owner.token, body: { resource_type: "recipe", resource_id: recipeId } });
    assert.equal(link.status, 201, link.text);
    const view = await s.request("GET", `/api/shared/${link.body.token}`);
    const url = view.body.resource.media[0].url as string;
    assert.match(url, /[?&]g=s\./, "the URL names its share link");
    assert.equal((await fetchMedia(url)).status, 200);
    assert.equal((await s.request("DELETE", `/api/share-links/${link.body.token}`, { token: owner.token })).status, 204);
    assert.equal((await fetchMedia(url)).status, 403);
  });

  it("answers with status 403 for a member's media URL once the member leaves the household", async () => {
    const hid = await householdWith(s, owner, member);
    await shareInto(s, owner, hid, "recipe", recipeId);
    const seen = await s.request("GET", `/api/recipes/${recipeId}`, { token: member.token });
    assert.equal(seen.status, 200);
    const url = seen.body.media[0].url as string;
    assert.match(url, new RegExp(`[?&]g=u\\.${member.id}`));
    assert.equal((await fetchMedia(url)).status, 200);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${member.id}`, { token: member.token })).status, 204);
    assert.equal((await fetchMedia(url)).status, 403);
    const ownerView = await s.request("GET", `/api/recipes/${recipeId}`, { token: owner.token });
    assert.equal((await fetchMedia(ownerView.body.media[0].url)).status, 200, "the owner's own URL still works");
  });

  it("answers with status 403 when the grant of a signed URL is swapped for another", async () => {
    const ownerView = await s.request("GET", `/api/recipes/${recipeId}`, { token: owner.token });
    const url = (ownerView.body.media[0].url as string).replace(`g=u.${owner.id}`, `g=u.${member.id}`);
    assert.equal((await fetchMedia(url)).status, 403);
  });
});
