import type SharpFactory from "sharp";

let loading: Promise<typeof SharpFactory> | null = null;

/**
 * sharp (libvips) loaded on first use, not at start-up: it costs tens of milliseconds and megabytes to load, and
 * most starts of the appliance never touch an image. Configured once for a small machine.
 */
export function loadSharp(): Promise<typeof SharpFactory> {
  loading ??= import("sharp").then((m) => {
    const sharp = m.default;
    // One libvips thread: on a Pi the memory of parallel decodes matters more than their speed.
    sharp.concurrency(1);
    // libvips' operation cache keeps decoded tiles of past images alive; uploads are never re-read.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
