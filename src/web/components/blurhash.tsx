// A photo with its blurhash drawn underneath while the image loads (and instead of it when offline).
import { decode } from "blurhash";
import { useMemo, useState } from "preact/hooks";

const cache = new Map<string, string>();

function placeholder(hash: string): string {
  const hit = cache.get(hash);
  if (hit) return hit;
  try {
    const pixels = decode(hash, 16, 16);
    const canvas = document.createElement("canvas");
    canvas.width = 16;
    canvas.height = 16;
    const ctx = canvas.getContext("2d");
    if (!ctx) return "";
    const img = ctx.createImageData(16, 16);
    img.data.set(pixels);
    ctx.putImageData(img, 0, 0);
    const url = canvas.toDataURL();
    cache.set(hash, url);
    return url;
  } catch {
    return "";
  }
}

/**
 * The appliance's signed media URLs are absolute, on PUBLIC_URL. The app loads them from its own origin instead
 * (the signature covers the path and query, not the host), so photos show when the family reaches the appliance by
 * another name than PUBLIC_URL (its LAN address, a second hostname), and the page's CSP can stay img-src 'self'.
 */
export function mediaSrc(src: string): string {
  try {
    const u = new URL(src, location.href);
    return u.pathname.startsWith("/media/") ? u.pathname + u.search : src;
  } catch {
    return src;
  }
}

export function Photo({ src, hash, alt, class: cls }: { src?: string; hash?: string | null; alt: string; class?: string }) {
  const bg = useMemo(() => (hash ? placeholder(hash) : ""), [hash]);
  const [failed, setFailed] = useState(false);
  return (
    <div class={`photo ${cls ?? ""}`} style={bg ? { backgroundImage: `url(${bg})` } : undefined}>
      {src && !failed ? <img src={mediaSrc(src)} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}
    </div>
  );
}
