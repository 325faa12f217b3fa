import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { startTestServer, type TestServer } from "../helpers/server";
import { upload, waitForStatus } from "../fixtures/imports/helpers";
import { importArchive, recipesByTitle, startPhotoSite } from "../fixtures/archives/import-archive";
import { source, zip } from "../fixtures/archives/build";

type Rec = Record<string, any>;

/** A JPEG `width` pixels wide: the stored widths tell which picture landed where. */
const picture = (width: number): Promise<Buffer> =>
  sharp({ create: { width, height: 40, channels: 3, background: "#2e86c1" } })
    .jpeg()
    .toBuffer();

let server: TestServer;
let user: { id: string; token: string };
/** A photo host for RecipeSage's image addresses: /photo/<width>.jpg answers a JPEG that wide. */
let site: Awaited<ReturnType<typeof startPhotoSite>>;
let port = 0;

before(async () => {
  site = await startPhotoSite(picture);
  port = site.port;
  server = await startTestServer(site.egressOptions);
  user = await server.user();
});
after(async () => {
  await server.close();
  await site.close();
});

/** Import an archive and answer the widths of each created recipe's photos, by title. */
async function photoWidths(bytes: Buffer, name: string): Promise<Map<string, number[]>> {
  const done = await importArchive(server, user.token, bytes, name);
  const byTitle = await recipesByTitle(server, user.token, done);
  return new Map([...byTitle].map(([title, r]) => [title, r.media.map((m: Rec) => m.width)]));
}

describe("archives carrying several photos per recipe keep them all", () => {
  test("a Paprika recipe keeps its main photo and the others of its photos list, the repeated one once", async () => {
    const main = (await picture(60)).toString("base64");
    const r = JSON.parse(source("paprika/shakshuka.json").toString()) as Rec;
    r.photo_data = main;
    r.photos = [
      { name: "1", filename: "1.jpg", data: main },
      { name: "2", filename: "2.jpg", data: (await picture(70)).toString("base64") },
    ];
    const widths = await photoWidths(await zip([{ name: "Shakshuka.paprikarecipe", data: gzipSync(JSON.stringify(r)) }]), "multi.paprikarecipes");
    assert.deepEqual([...widths.values()], [[60, 70]]);
  });

  test("a Mealie backup recipe keeps its picture and the pictures among its assets", async () => {
    const dir = "data/recipes/2b6e6c1c-3f4e-4f7a-9a55-4d1a2d0c9e11";
    const bytes = await zip([
      { name: "database.json", data: source("mealie-v2/database.json") },
      {
        name: `${dir}/images/original.webp`,
        data: await sharp(await picture(61))
          .webp()
          .toBuffer(),
      },
      { name: `${dir}/assets/plated.jpg`, data: await picture(71) },
      { name: `${dir}/assets/card.pdf`, data: "%PDF-1.4 not a picture" },
    ]);
    const widths = [...(await photoWidths(bytes, "mealie.zip")).values()].filter((w) => w.length > 0);
    assert.deepEqual(widths, [[61, 71]]);
  });

  test("a JSON-LD recipe keeps every picture its image list names inside the archive", async () => {
    const doc = JSON.parse(source("jsonld/pancakes.json").toString()) as Rec;
    const node = (doc["@graph"] as Rec[]).find((n) => n["@type"] === "Recipe") as Rec;
    node.name = "Pfannkuchen (zwei Fotos)";
    node.url = "https://example.org/pfannkuchen-zwei";
    node.image = ["pancakes.jpg", { "@type": "ImageObject", url: "stack.jpg" }, "missing.jpg"];
    const bytes = await zip([
      { name: "pancakes.json", data: JSON.stringify(doc) },
      { name: "pancakes.jpg", data: await picture(62) },
      { name: "stack.jpg", data: await picture(72) },
    ]);
    assert.deepEqual([...(await photoWidths(bytes, "jsonld.zip")).values()], [[62, 72]]);
  });

  test("a Cooklang recipe keeps its picture then its step pictures in step order", async () => {
    const bytes = await zip([
      { name: "r/Risotto.cook", data: "Cook @rice{300%g} with @stock{1%l}.\n\nStir in @parmesan{50%g}.\n" },
      { name: "r/Risotto.jpg", data: await picture(63) },
      { name: "r/Risotto.2.jpg", data: await picture(83) },
      { name: "r/Risotto.1.jpg", data: await picture(73) },
      { name: "r/Risotto_other.1.jpg", data: await picture(93) },
    ]);
    assert.deepEqual([...(await photoWidths(bytes, "cook.zip")).values()], [[63, 73, 83]]);
  });

  test("a RecipeSage recipe naming several photo addresses gets them all, downloaded after the import, in order", async () => {
    const [r] = JSON.parse(source("recipesage/recipesage-data.json").toString()) as Rec[];
    assert.ok(r);
    r.identifier = "b7c2d0e1-0000-4000-8000-000000000001";
    r.name = "Ceviche (three photos)";
    r.image = [
      `https://recipes.test:${port}/photo/64.jpg`,
      `https://recipes.test:${port}/photo/74.jpg`,
      `https://recipes.test:${port}/photo/404`,
      `https://recipes.test:${port}/photo/84.jpg`,
    ];
    const fileId = await upload(server, user.token, Buffer.from(JSON.stringify([r])), "recipesage-data.json", "application/json");
    const res = await server.request("POST", "/api/imports", { token: user.token, body: { type: "archive", file_ids: [fileId] } });
    const done = await waitForStatus(server, user.token, res.body.id, ["completed", "failed"], 30_000);
    assert.equal(done.status, "completed", JSON.stringify(done));
    const id = (done.recipe_ids as string[])[0];
    let widths: number[] = [];
    for (const until = Date.now() + 20_000; Date.now() < until && widths.length === 0;) {
      widths = (await server.request("GET", `/api/recipes/${id}`, { token: user.token })).body.media.map((m: Rec) => m.width);
      if (widths.length === 0) await new Promise((ok) => setTimeout(ok, 100));
    }
    assert.deepEqual(widths, [64, 74, 84], "the address that answers 404 is left out, the others kept in order");
  });
});
