import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { detectSocialPlatform, extractSocialPost } from "../../src/importers/social/index";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/pages/social");
const page = (name: string): string => fs.readFileSync(path.join(dir, name), "utf8");

test("detects platforms from the host", () => {
  assert.equal(detectSocialPlatform("https://www.instagram.com/reel/abc/"), "instagram");
  assert.equal(detectSocialPlatform("https://vm.tiktok.com/ZM123/"), "tiktok");
  assert.equal(detectSocialPlatform("https://youtu.be/abc"), "youtube");
  assert.equal(detectSocialPlatform("https://m.facebook.com/watch/?v=1"), "facebook");
  assert.equal(detectSocialPlatform("https://www.pinterest.co.uk/pin/1/"), "pinterest");
  assert.equal(detectSocialPlatform("https://notinstagram.com.evil.example/p/1"), null);
  assert.equal(detectSocialPlatform("not a url"), null);
});

test("reads an Instagram reel's full caption and owner from embedded data", () => {
  const post = extractSocialPost(page("instagram-reel.html"), "https://www.instagram.com/reel/C4xYz12AbCd/?igsh=abc");
  assert.ok(post);
  assert.equal(post.url, "https://www.instagram.com/reel/C4xYz12AbCd/");
  assert.match(post.caption, /^Crispy chickpea salad 🥗\n\nIngredients:\n1 can chickpeas\n/);
  assert.ok(post.caption.endsWith("#salad"));
  assert.deepEqual(post.creator, {
    platform: "instagram",
    handle: "ninacooks",
    displayName: "Nina Cooks",
    profileUrl: "https://www.instagram.com/ninacooks/",
    avatarUrl: "https://scontent.cdninstagram.com/v/t51/nina-avatar.jpg",
  });
});

test("reads an Instagram caption and handle from og:description alone", () => {
  const post = extractSocialPost(page("instagram-meta-only.html"), "https://www.instagram.com/p/Bx1/");
  assert.ok(post);
  assert.equal(post.caption, "Banana bread\n3 ripe bananas\n200 g flour");
  assert.equal(post.creator?.handle, "tomsbakes");
  assert.equal(post.imageUrl, "https://www.instagram.com/images/banana.jpg");
});

test("reads a TikTok video description and author", () => {
  const post = extractSocialPost(page("tiktok-video.html"), "https://www.tiktok.com/@samwok/video/7300000000000000001?lang=en");
  assert.ok(post);
  assert.ok(post.caption.includes("3 cloves garlic"));
  assert.equal(post.creator?.handle, "samwok");
  assert.equal(post.creator?.displayName, "Sam Wok");
  assert.equal(post.url, "https://www.tiktok.com/@samwok/video/7300000000000000001");
});

test("reads a YouTube description from the player response, braces inside strings included", () => {
  const post = extractSocialPost(page("youtube-watch.html"), "https://www.youtube.com/watch?v=abcDEF12345&t=3s");
  assert.ok(post);
  assert.equal(post.title, "Perfect Focaccia at Home");
  assert.ok(post.caption.endsWith("25 minutes. {really}"));
  assert.equal(post.creator?.handle, "bakewithlea");
  assert.equal(post.creator?.displayName, "Bake With Lea");
});

test("reads a Pinterest pin from JSON-LD and a Facebook video from Open Graph", () => {
  const pin = extractSocialPost(page("pinterest-pin.html"), "https://pin.it/abc");
  assert.ok(pin);
  assert.ok(pin.caption.startsWith("Moist lemon drizzle cake: 225g butter"));
  assert.equal(pin.creator?.handle, "bakeclub");
  assert.equal(pin.url, "https://www.pinterest.com/pin/123456789/");
  const fb = extractSocialPost(page("facebook-video.html"), "https://www.facebook.com/familykitchen/videos/987654321/");
  assert.ok(fb);
  assert.equal(fb.creator?.handle, "familykitchen");
  assert.equal(fb.imageUrl, "https://scontent.xx.fbcdn.net/v/chili.jpg");
});

test("returns null for other sites and for empty pages", () => {
  assert.equal(extractSocialPost(page("facebook-video.html"), "https://example.com/post"), null);
  assert.equal(extractSocialPost("<html><head></head></html>", "https://www.instagram.com/p/x/"), null);
});
