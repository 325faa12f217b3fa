import assert from "node:assert/strict";
import { test } from "node:test";
import { extractSocialPost } from "../../src/importers/social/index";
import { handleFromUrl } from "../../src/importers/social/platforms";

/** An attribute value as the platforms write it: quotes, ampersands and line breaks escaped. */
const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/\n/g, "&#10;");
const page = (headHtml: string, body = ""): string => `<!DOCTYPE html><html><head>${headHtml}</head><body>${body}</body></html>`;
const meta = (key: string, value: string): string => `<meta ${key.startsWith("og:") ? "property" : "name"}="${key}" content="${esc(value)}">`;
const json = (value: unknown, attrs = 'type="application/json"'): string => `<script ${attrs}>${JSON.stringify(value)}</script>`;

test("Instagram og:description without like counts (hidden by the author) still gives handle and caption", () => {
  const html = page(meta("og:description", 'samcooks on May 2, 2024: "Garlic noodles 🍜\n200g noodles\n4 cloves garlic\nToss with butter.". '));
  const post = extractSocialPost(html, "https://www.instagram.com/reel/C7h/");
  assert.equal(post?.caption, "Garlic noodles 🍜\n200g noodles\n4 cloves garlic\nToss with butter.");
  assert.equal(post?.creator?.handle, "samcooks");
});

test("Instagram og:description in another language: counts, date and quotes of that language", () => {
  const html = page(meta("og:description", "1.234 „Gefällt mir“-Angaben, 56 Kommentare - omas.kueche am 3. März 2024: „Apfelkuchen\n250 g Butter\n4 Eier“. "));
  const post = extractSocialPost(html, "https://www.instagram.com/p/C6d/");
  assert.equal(post?.caption, "Apfelkuchen\n250 g Butter\n4 Eier");
  assert.equal(post?.creator?.handle, "omas.kueche");
});

test("Instagram page with only og:title: caption and display name from it, handle from a /handle/reel/ URL", () => {
  const html = page(meta("og:title", 'Nadia Munno on Instagram: "Pasta alla Nerano\n\n500g spaghetti\n4 zucchini"'));
  const post = extractSocialPost(html, "https://www.instagram.com/the.pasta.queen/reel/C8x/");
  assert.equal(post?.caption, "Pasta alla Nerano\n\n500g spaghetti\n4 zucchini");
  assert.equal(post?.creator?.handle, "the.pasta.queen");
  assert.equal(post?.creator?.displayName, "Nadia Munno");
});

test("Instagram embedded item: the full name from `user` when `owner` has the username alone; picture from image_versions2", () => {
  const item = {
    code: "C5q",
    caption: { text: "Lemony orzo\n250g orzo\n1 lemon" },
    owner: { username: "greenkitchen" },
    user: { username: "greenkitchen", full_name: "Green Kitchen", profile_pic_url: "https://cdn.example/gk.jpg" },
    image_versions2: { candidates: [{ url: "https://cdn.example/orzo-1080.jpg" }] },
  };
  const html = page("", json({ data: { xdt_api__v1__media__shortcode__web_info: { items: [item] } } }));
  const post = extractSocialPost(html, "https://www.instagram.com/reel/C5q/");
  assert.equal(post?.creator?.displayName, "Green Kitchen");
  assert.equal(post?.creator?.avatarUrl, "https://cdn.example/gk.jpg");
  assert.equal(post?.imageUrl, "https://cdn.example/orzo-1080.jpg");
});

test("spacer lines that users type between caption sections ('.', braille blank) become blank lines", () => {
  const caption = "Carrot soup I <3 this\n.\n.\nINGREDIENTS\n\u2800\n1 onion\n500g carrots\n\u2800\nMETHOD\nSimmer 20 min.";
  const html = page(meta("og:description", `540 likes, 22 comments - soupseason on February 1, 2024: "${caption}". `));
  const post = extractSocialPost(html, "https://www.instagram.com/p/C3s/");
  assert.equal(post?.caption, "Carrot soup I <3 this\n\nINGREDIENTS\n\n1 onion\n500g carrots\n\nMETHOD\nSimmer 20 min.");
});

test("TikTok SIGI_STATE: the item names its author by uniqueId, the profile is in UserModule", () => {
  const sigi = {
    ItemModule: { "7211": { id: "7211", desc: "Garlic butter noodles\n200g noodles\n3 cloves garlic", author: "samwok", nickname: "Sam Wok" } },
    UserModule: { users: { samwok: { uniqueId: "samwok", nickname: "Sam Wok", avatarLarger: "https://cdn.example/sam.jpg" } } },
  };
  const html = page(meta("og:description", "Garlic butter noodles 200g noodles..."), json(sigi, 'id="SIGI_STATE" type="application/json"'));
  const post = extractSocialPost(html, "https://www.tiktok.com/@samwok/video/7211");
  assert.equal(post?.caption, "Garlic butter noodles\n200g noodles\n3 cloves garlic");
  assert.equal(post?.creator?.displayName, "Sam Wok");
  assert.equal(post?.creator?.avatarUrl, "https://cdn.example/sam.jpg");
});

test("TikTok short link: the code in its path is no handle; handle and name come from the meta description", () => {
  const html = page(
    meta("og:description", "Overnight oats! 1/2 cup oats, 1/2 cup milk #oats") +
      meta(
        "description",
        'Healthy Hanna (@healthy.hanna) on TikTok | 88.1K Likes. 512 Comments. Video from Healthy Hanna (@healthy.hanna): "Overnight oats!". original sound.',
      ),
  );
  const post = extractSocialPost(html, "https://vm.tiktok.com/ZMhAbCdEf/");
  assert.equal(post?.creator?.handle, "healthy.hanna");
  assert.equal(post?.creator?.displayName, "Healthy Hanna");
  assert.equal(handleFromUrl("tiktok", "https://www.tiktok.com/t/ZTRabc/"), undefined);
  assert.equal(handleFromUrl("pinterest", "https://pin.it/4abcDEF"), undefined);
  assert.equal(handleFromUrl("facebook", "https://fb.watch/abcDEF/"), undefined);
});

test("YouTube channel whose owner URL has no @handle: handle from the microdata author or ytInitialData", () => {
  const player = {
    videoDetails: { videoId: "dQw", title: "Banana Bread", shortDescription: "Banana bread\n3 bananas", author: "Home Baker Kate", channelId: "UCa" },
    microformat: { playerMicroformatRenderer: { ownerProfileUrl: "http://www.youtube.com/channel/UCa" } },
  };
  const initial = { owner: { browseEndpoint: { browseId: "UCa", canonicalBaseUrl: "/@homebakerkate" } } };
  const script = `<script>var ytInitialPlayerResponse = ${JSON.stringify(player)};</script><script>var ytInitialData = ${JSON.stringify(initial)};</script>`;
  const post = extractSocialPost(page("", script), "https://www.youtube.com/watch?v=dQw");
  assert.equal(post?.creator?.handle, "homebakerkate");
  assert.equal(post?.creator?.displayName, "Home Baker Kate");
  const microdata =
    '<span itemprop="author" itemscope itemtype="http://schema.org/Person"><link itemprop="url" href="http://www.youtube.com/@homebakerkate"><link itemprop="name" content="Home Baker Kate"></span>';
  const viaMicrodata = extractSocialPost(page("", microdata + script.split("</script>")[0] + "</script>"), "https://www.youtube.com/watch?v=dQw");
  assert.equal(viaMicrodata?.creator?.handle, "homebakerkate");
  assert.equal(viaMicrodata?.creator?.profileUrl, "http://www.youtube.com/@homebakerkate");
});

test("YouTube player response assigned as window['ytInitialPlayerResponse'] (Shorts pages)", () => {
  const player = { videoDetails: { videoId: "AbC", title: "PB cookies", shortDescription: "1 cup peanut butter\n1/2 cup sugar\n1 egg", author: "Snack Lab" } };
  const html = page(
    meta("og:description", "1 cup peanut butter 1/2 cup sugar 1 egg"),
    `<script>window['ytInitialPlayerResponse'] = ${JSON.stringify(player)};</script>`,
  );
  const post = extractSocialPost(html, "https://www.youtube.com/shorts/AbC");
  assert.equal(post?.caption, "1 cup peanut butter\n1/2 cup sugar\n1 egg");
});

test("Facebook: a truncated og:description is replaced by the full text in the page data; the creator from its actors", () => {
  const story = {
    actors: [{ __typename: "User", name: "Family Kitchen", url: "https://www.facebook.com/familykitchen" }],
    message: { text: "Quick chili 🌶️\n\nIngredients:\n1 lb ground beef\n1 onion, diced\n2 tbsp chili powder\n1 tsp cumin\n\nSimmer 30 minutes." },
  };
  const html = page(
    meta("og:description", "Quick chili 🌶️ Ingredients: 1 lb ground beef 1 onion, diced 2 tbsp chili powder..."),
    json({ require: [[null, null, null, [{ __bbox: { result: { data: { node: { story } } } } }]]] }, 'type="application/json" data-sjs'),
  );
  const post = extractSocialPost(html, "https://www.facebook.com/reel/1234567890/");
  assert.equal(post?.caption, story.message.text);
  assert.equal(post?.creator?.handle, "familykitchen");
  assert.equal(post?.creator?.displayName, "Family Kitchen");
});

test("Facebook: a complete og:description flattened to one line gets its line breaks back from the page data", () => {
  const text = "Scones\n350g self-raising flour\n85g butter\n175ml milk\nBake 10 min at 220C.";
  const html = page(meta("og:description", text.replace(/\n/g, " ")), json({ data: { story: { message: { text } } } }));
  const post = extractSocialPost(html, "https://www.facebook.com/bakingwithben/posts/pfbid02x");
  assert.equal(post?.caption, text);
  assert.equal(post?.creator?.handle, "bakingwithben");
});

test("Facebook /people/Name/<id>/ and profile.php?id= URLs: the account is its number, never 'people'", () => {
  assert.equal(handleFromUrl("facebook", "https://www.facebook.com/people/Grandmas-Recipes/100083123456789/"), "100083123456789");
  assert.equal(handleFromUrl("facebook", "https://www.facebook.com/profile.php?id=100083123456789"), "100083123456789");
  const html = page(meta("og:description", "Apple crisp"));
  const post = extractSocialPost(html, "https://www.facebook.com/people/Grandmas-Recipes/100083123456789/");
  assert.equal(post?.creator?.handle, "100083123456789");
  assert.equal(post?.creator?.profileUrl, "https://www.facebook.com/100083123456789");
});

test("Pinterest rich recipe pin: a blank description, the closeup text, the recipe's ingredients and the linked site", () => {
  const pin = {
    id: "987",
    description: " ",
    closeup_unified_description: "Lemon garlic salmon, ready in 20 minutes!",
    link: "https://www.wellplated.example/lemon-garlic-salmon/",
    pinner: { username: "wellplated", full_name: "Well Plated" },
    rich_metadata: {
      recipe: {
        categorized_ingredients: [
          { category: "Seafood", ingredients: [{ name: "salmon fillets", amt: "4" }] },
          {
            category: "Produce",
            ingredients: [
              { name: "lemon", amt: "1" },
              { name: "garlic, minced", amt: "3 cloves" },
            ],
          },
        ],
      },
    },
  };
  const html = page(
    meta("og:description", "Lemon garlic salmon"),
    json({ props: { initialReduxState: { pins: { "987": pin } } } }, 'id="__PWS_DATA__" type="application/json"'),
  );
  const post = extractSocialPost(html, "https://www.pinterest.com/pin/987/");
  assert.equal(post?.caption, "Lemon garlic salmon, ready in 20 minutes!\n\nIngredients:\n4 salmon fillets\n1 lemon\n3 cloves garlic, minced");
  assert.equal(post?.linkUrl, "https://www.wellplated.example/lemon-garlic-salmon/");
});

test("Pinterest Relay data (camelCase keys) and a related pin listed before the pin itself", () => {
  const related = { entityId: "111000111000111000", description: "Best brownies ever", pinner: { username: "browniequeen", fullName: "Brownie Queen" } };
  const own = {
    entityId: "444555666777888999",
    description: "Garlic potatoes\n1 kg potatoes\n3 tbsp oil",
    pinner: { username: "sidesbysarah", fullName: "Sides by Sarah" },
  };
  const html = page(
    "",
    json({ response: { data: { related: [related], v3GetPinQuery: { data: own } } } }, 'data-relay-response="true" type="application/json"'),
  );
  const post = extractSocialPost(html, "https://www.pinterest.co.uk/pin/444555666777888999/");
  assert.equal(post?.caption, "Garlic potatoes\n1 kg potatoes\n3 tbsp oil");
  assert.equal(post?.creator?.handle, "sidesbysarah");
  assert.equal(post?.creator?.displayName, "Sides by Sarah");
});
