// Renders the photo-import fixtures of test/fixtures/images (issue 19 item 4) from SVG text with sharp, so they
// can be made again and their content is known exactly. Run: node scripts/ocr-fixtures.mjs
// - ocr-tilted-page.jpg: a recipe page photographed tilted 3° with a little blur, on off-white paper with a shadow.
// - ocr-smudged-page.jpg: a page whose three middle lines are smudged past reading, and that gives no servings.
// - ocr-noise.jpg: a page of noise and scribbles with no text at all.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../test/fixtures/images");
const WIDTH = 760;

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** One SVG page: each line is [text, size, {bold, smudge}]. */
function page(lines, height) {
  let y = 60;
  const body = lines
    .map(([text, size, opts = {}]) => {
      if (text === "") {
        y += size;
        return "";
      }
      const el = `<text x="50" y="${y}" font-family="DejaVu Serif" font-size="${size}"${opts.bold ? ' font-weight="bold"' : ""}${opts.smudge ? ' filter="url(#smudge)"' : ""} fill="#222">${esc(text)}</text>`;
      y += Math.round(size * (opts.lead ?? 1.45));
      return el;
    })
    .join("\n");
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">
<defs>
  <filter id="smudge"><feGaussianBlur stdDeviation="4.5"/></filter>
  <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f3ea"/><stop offset="1" stop-color="#d9d3c6"/></linearGradient>
</defs>
<rect width="100%" height="100%" fill="url(#light)"/>
${body}
</svg>`);
}

/** Photograph a page: tilt it, blur it a little, save as a small JPEG. */
async function photo(svg, file, { angle, blur }) {
  let img = sharp(svg).flatten({ background: "#e8e2d6" });
  if (angle) img = sharp(await img.png().toBuffer()).rotate(angle, { background: "#cfc8ba" });
  if (blur) img = sharp(await img.png().toBuffer()).blur(blur);
  const info = await img.jpeg({ quality: 72, mozjpeg: true }).toFile(path.join(out, file));
  console.log(file, `${info.width}x${info.height}`, `${info.size} bytes`);
}

const tilted = page(
  [
    ["Tomato Lentil Soup", 34, { bold: true }],
    ["Serves 4", 16],
    ["", 10],
    ["Ingredients", 24, { bold: true }],
    ["2 tablespoons olive oil", 16, { lead: 1.3 }],
    ["1 large onion, chopped", 16, { lead: 1.3 }],
    ["3 cloves garlic, minced", 16, { lead: 1.3 }],
    ["1 cup red lentils", 16, { lead: 1.3 }],
    ["4 cups vegetable stock", 16, { lead: 1.3 }],
    ["1 can crushed tomatoes", 16, { lead: 1.3 }],
    ["", 10],
    ["Method", 24, { bold: true }],
    ["1. Warm the oil in a large pot and soften the onion.", 16, { lead: 1.3 }],
    ["2. Add the garlic, lentils, stock and tomatoes.", 16, { lead: 1.3 }],
    ["3. Simmer for 25 minutes until the lentils are soft.", 16, { lead: 1.3 }],
  ],
  640,
);

const smudged = page(
  [
    ["Quick Pancakes", 34, { bold: true }],
    ["", 10],
    ["Ingredients", 24, { bold: true }],
    ["1 cup flour", 20],
    ["1 cup milk", 20],
    ["1 egg", 20],
    ["2 teaspoons baking powder", 20, { smudge: true }],
    ["1 pinch of salt and a little sugar", 20, { smudge: true }],
    ["2 tablespoons melted butter", 20, { smudge: true }],
    ["", 10],
    ["Method", 24, { bold: true }],
    ["1. Whisk everything together until smooth.", 20],
    ["2. Cook spoonfuls in a hot pan until golden.", 20],
  ],
  560,
);

/** Deterministic speckle and scribbles: nothing a reader could call text. */
function noise() {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const shapes = [];
  for (let i = 0; i < 60; i++) {
    const x = Math.round(rnd() * WIDTH);
    const y = Math.round(rnd() * 560);
    const pts = Array.from({ length: 5 }, () => `${Math.round(x + (rnd() - 0.5) * 160)},${Math.round(y + (rnd() - 0.5) * 120)}`).join(" ");
    shapes.push(`<polyline points="${pts}" fill="none" stroke="#333" stroke-width="${1 + Math.round(rnd() * 4)}"/>`);
  }
  for (let i = 0; i < 400; i++) {
    shapes.push(`<circle cx="${Math.round(rnd() * WIDTH)}" cy="${Math.round(rnd() * 560)}" r="${1 + Math.round(rnd() * 3)}" fill="#444"/>`);
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="560"><rect width="100%" height="100%" fill="#eee9df"/>${shapes.join("")}</svg>`,
  );
}

await photo(tilted, "ocr-tilted-page.jpg", { angle: 3, blur: 1.5 });
await photo(smudged, "ocr-smudged-page.jpg", { angle: -1, blur: 0.8 });
await photo(noise(), "ocr-noise.jpg", { angle: 0, blur: 1 });
