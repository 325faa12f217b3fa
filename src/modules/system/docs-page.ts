/** Escape text for HTML. */
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

type Json = Record<string, unknown>;

/** A self-contained HTML reference of the OpenAPI document: no scripts, no CDN, readable offline. */
export function docsHtml(doc: Json): string {
  const info = doc.info as { title: string; version: string; description?: string };
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = ((op.tags as string[] | undefined) ?? ["other"])[0];
      const params = ((op.parameters as Json[] | undefined) ?? [])
        .map((p) => `<code>${esc(String(p.name))}</code> (${esc(String(p.in))}${p.required ? ", required" : ""})`)
        .join(", ");
      const body = op.requestBody
        ? `<details><summary>Request body</summary><pre>${esc(JSON.stringify((op.requestBody as Json).content, null, 1))}</pre></details>`
        : "";
      const responses = Object.entries((op.responses as Record<string, Json>) ?? {})
        .map(([s, r]) => `<li><b>${esc(s)}</b> ${esc(String(r.description))}</li>`)
        .join("");
      const html = `<section class="op"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code>${op.deprecated ? " <em>(deprecated)</em>" : ""}</h3>
<p>${esc(String(op.summary ?? ""))}</p>${params ? `<p>Parameters: ${params}</p>` : ""}${body}<ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag.entries()].map(([tag, ops]) => `<h2 id="${esc(tag)}">${esc(tag)}</h2>${ops.join("\n")}`).join("\n");
  const toc = [...byTag.keys()].map((t) => `<a href="#${esc(t)}">${esc(t)}</a>`).join(" · ");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}
code{background:#f3f3f3;padding:0 .2em}.op{border-top:1px solid #ddd;padding:.3em 0}.m{font:bold 12px monospace;padding:2px 6px;border-radius:3px;color:#fff;background:#555}
.get{background:#2a7}.post{background:#27c}.put{background:#c80}.patch{background:#a6c}.delete{background:#c33}pre{background:#f7f7f7;overflow:auto;font-size:12px}</style></head>
<body><h1>${esc(info.title)} <small>${esc(info.version)}</small></h1><p>${esc(info.description ?? "")}</p><p>Machine-readable: <a href="/openapi.json">/openapi.json</a></p><nav>${toc}</nav>${sections}</body></html>`;
}
