/**
 * Page clean-up for OCR on raw 8-bit grey pixels (issue 19 item 4): find how far the text lines are tilted, and even
 * out the light across a phone photo so the paper is white everywhere. A hard black-and-white threshold is not
 * applied: on a blurred photo it cost 6 points of character accuracy (scripts/ocr-fixtures.mjs page, 97.6% grey
 * against 91.3% thresholded), as the LSTM reads the grey edges of soft strokes; Tesseract binarises for its own
 * layout analysis anyway. Pure functions on typed arrays, so they run without sharp and the
 * numbers are testable; preprocess.ts does the decoding, the rotation and the encoding around them.
 */

/** A greyscale image, one byte per pixel, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Largest tilt searched, in degrees: a hand-held photo of a page is rarely further off (more is a sideways photo, which EXIF fixes). */
export const MAX_SKEW_DEGREES = 10;

/** Otsu's threshold of a histogram of 256 bins: the grey level that best splits ink from paper. */
export function otsuThreshold(histogram: ArrayLike<number>): number {
  let total = 0;
  let sum = 0;
  for (let i = 0; i < 256; i++) {
    total += histogram[i] ?? 0;
    sum += i * (histogram[i] ?? 0);
  }
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let bestLevel = 127;
  for (let t = 0; t < 256; t++) {
    below += histogram[t] ?? 0;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    belowSum += t * (histogram[t] ?? 0);
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      bestLevel = t;
    }
  }
  return bestLevel;
}

function histogramOf(data: Uint8Array): Uint32Array {
  const h = new Uint32Array(256);
  for (const v of data) h[v] = (h[v] ?? 0) + 1;
  return h;
}

/** The image shrunk by `factor` (each output pixel the mean of a factor×factor block): cheap, and no grid aliasing. */
export function shrink(img: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return img;
  const width = Math.floor(img.width / factor);
  const height = Math.floor(img.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * img.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += img.data[row + dx] ?? 0;
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { data, width, height };
}

/** The coordinates of ink pixels (darker than Otsu's level). */
function inkPoints(img: GreyImage): { xs: Float64Array; ys: Float64Array; count: number } {
  const level = otsuThreshold(histogramOf(img.data));
  let count = 0;
  for (const v of img.data) if (v < level) count++;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  let n = 0;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if ((img.data[y * img.width + x] ?? 255) < level) {
        xs[n] = x;
        ys[n] = y;
        n++;
      }
    }
  }
  return { xs, ys, count };
}

/**
 * How sharply the ink falls into rows when projected along `degrees`: the sum of squared row counts. Lines of text
 * lying along the projection give tall peaks and empty gaps (a large sum); a wrong angle smears them.
 */
function profileScore(points: { xs: Float64Array; ys: Float64Array; count: number }, degrees: number, height: number, width: number): number {
  const rad = (degrees * Math.PI) / 180;
  const tan = Math.tan(rad);
  const offset = Math.ceil(Math.abs(tan) * width) + 1;
  const bins = new Float64Array(height + 2 * offset + 2);
  for (let i = 0; i < points.count; i++) {
    const row = Math.round((points.ys[i] ?? 0) - (points.xs[i] ?? 0) * tan) + offset;
    bins[row] = (bins[row] ?? 0) + 1;
  }
  let score = 0;
  for (const b of bins) score += b * b;
  return score;
}

/**
 * The tilt of the text lines in degrees (positive: lines fall to the right, as after a clockwise turn), by a
 * projection-profile search: a coarse pass every half degree over ±MAX_SKEW_DEGREES, then tenths around the best.
 * A page with too little ink to tell answers 0.
 */
export function estimateSkew(img: GreyImage): number {
  // About 700 pixels on the long side: lines of body text stay apart, and the search costs milliseconds.
  const small = shrink(img, Math.max(1, Math.round(Math.max(img.width, img.height) / 700)));
  const points = inkPoints(small);
  if (points.count < 200) return 0;
  let best = 0;
  let bestScore = -1;
  const search = (from: number, to: number, by: number): void => {
    for (let a = from; a <= to + 1e-9; a += by) {
      const score = profileScore(points, a, small.height, small.width);
      // Ties go to the smaller turn: never rotate a page that is already straight.
      if (score > bestScore * (1 + 1e-9) || (score >= bestScore && Math.abs(a) < Math.abs(best))) {
        bestScore = score;
        best = a;
      }
    }
  };
  search(-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, 0.5);
  const coarse = best;
  search(coarse - 0.4, coarse + 0.4, 0.1);
  return Math.round(best * 10) / 10;
}

/** The brightest value of each `cell`×`cell` block: paper, wherever the light falls, since text is thin. */
function paperLevels(img: GreyImage, cell: number): GreyImage {
  const width = Math.ceil(img.width / cell);
  const height = Math.ceil(img.height / cell);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < img.height; y++) {
    const row = Math.floor(y / cell) * width;
    const src = y * img.width;
    for (let cx = 0; cx < width; cx++) {
      let max = data[row + cx] ?? 0;
      const end = Math.min(img.width, (cx + 1) * cell);
      for (let x = cx * cell; x < end; x++) {
        const v = img.data[src + x] ?? 0;
        if (v > max) max = v;
      }
      data[row + cx] = max;
    }
  }
  // Smooth the block maxima with their neighbours, so a block that falls inside a heading is not read as dark paper.
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < height && xx >= 0 && xx < width) max = Math.max(max, data[yy * width + xx] ?? 0);
        }
      }
      out[y * width + x] = max;
    }
  }
  return { data: out, width, height };
}

/**
 * Even out the light: each pixel divided by the paper level around it, so a shadow across a photo, or the table
 * around the page, does not count as ink. Returns a new image; the input is not changed.
 */
export function flattenLight(img: GreyImage): GreyImage {
  const cell = Math.max(16, Math.round(Math.max(img.width, img.height) / 40));
  const paper = paperLevels(img, cell);
  const flat = new Uint8Array(img.data.length);
  // The level between block centres is interpolated: a level that stepped at block edges would draw faint lines
  // across the page, which sharpening turns into "|" marks at the end of a line. Column weights are computed once.
  const clampX = (x: number): number => Math.min(paper.width - 1, Math.max(0, x));
  const left = new Int32Array(img.width);
  const right = new Int32Array(img.width);
  const weight = new Float64Array(img.width);
  for (let x = 0; x < img.width; x++) {
    const fx = (x + 0.5) / cell - 0.5;
    const x0 = Math.floor(fx);
    left[x] = clampX(x0);
    right[x] = clampX(x0 + 1);
    weight[x] = fx - x0;
  }
  const levels = new Float64Array(paper.width);
  for (let y = 0; y < img.height; y++) {
    const fy = (y + 0.5) / cell - 0.5;
    const y0 = Math.floor(fy);
    const wy = fy - y0;
    const top = Math.min(paper.height - 1, Math.max(0, y0)) * paper.width;
    const bottom = Math.min(paper.height - 1, Math.max(0, y0 + 1)) * paper.width;
    for (let c = 0; c < paper.width; c++) levels[c] = (paper.data[top + c] ?? 255) * (1 - wy) + (paper.data[bottom + c] ?? 255) * wy;
    const row = y * img.width;
    for (let x = 0; x < img.width; x++) {
      const w = weight[x] ?? 0;
      const level = Math.max(1, (levels[left[x] ?? 0] ?? 255) * (1 - w) + (levels[right[x] ?? 0] ?? 255) * w);
      flat[row + x] = Math.min(255, Math.round(((img.data[row + x] ?? 0) * 255) / level));
    }
  }
  return { data: flat, width: img.width, height: img.height };
}
