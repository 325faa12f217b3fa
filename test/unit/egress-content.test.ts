import { test } from "node:test";
import assert from "node:assert/strict";
import { isDeclaredTypeAllowed, mediaType, sniffImageType } from "../../src/egress/content";

const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, "latin1"), Buffer.alloc(8)]);

test("magic-byte sniff recognises the allowed raster formats", () => {
  assert.equal(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), "image/jpeg");
  assert.equal(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])), "image/png");
  assert.equal(sniffImageType(Buffer.from("GIF89a\x01\x00", "latin1")), "image/gif");
  assert.equal(sniffImageType(Buffer.from("GIF87a\x01\x00", "latin1")), "image/gif");
  assert.equal(sniffImageType(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1")), "image/webp");
  assert.equal(sniffImageType(ftyp("heic")), "image/heic");
  assert.equal(sniffImageType(ftyp("mif1")), "image/heic");
});

test("magic-byte sniff rejects everything else", () => {
  for (const sample of [
    "<svg xmlns='http://www.w3.org/2000/svg'></svg>",
    "<!doctype html><html>",
    "RIFF\x10\x00\x00\x00WAVEfmt ",
    "%PDF-1.7",
    "",
    "\xff\xd8",
    "\x89PNG\r\n",
  ]) {
    assert.equal(sniffImageType(Buffer.from(sample, "latin1")), null, JSON.stringify(sample));
  }
  assert.equal(sniffImageType(ftyp("isom")), null, "an MP4 is not an image");
});

test("declared type allowlist per accept mode", () => {
  assert.equal(mediaType("Text/HTML; charset=UTF-8"), "text/html");
  assert.equal(mediaType(undefined), "");
  assert.equal(isDeclaredTypeAllowed("html", "text/html"), true);
  assert.equal(isDeclaredTypeAllowed("html", "application/xhtml+xml"), true);
  assert.equal(isDeclaredTypeAllowed("html", "application/ld+json"), true);
  assert.equal(isDeclaredTypeAllowed("html", "application/json"), false);
  assert.equal(isDeclaredTypeAllowed("html", ""), false);
  assert.equal(isDeclaredTypeAllowed("image", "image/webp"), true);
  assert.equal(isDeclaredTypeAllowed("image", "text/html"), false);
  assert.equal(isDeclaredTypeAllowed("any", "application/octet-stream"), true);
});
