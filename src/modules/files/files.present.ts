import type { MediaSigner } from "./files.signing";
import type { FileRow } from "./files.repo";
import type { FileOut } from "./files.schemas";

/** files row → API shape: signed URLs, image fields only for images, no storage keys. */
export function presentFile(row: FileRow, signer: MediaSigner): FileOut {
  const out: FileOut = {
    id: row.id,
    user_id: row.user_id,
    filename: row.filename,
    content_type: row.content_type,
    size: row.size,
    sha256: row.sha256,
    url: signer.url(row.id),
    created_at: row.created_at,
  };
  if (row.width !== null && row.height !== null) {
    out.width = row.width;
    out.height = row.height;
    out.blur_hash = row.blur_hash ?? "";
    if (row.preview_key) out.preview_url = signer.url(row.id, "preview");
  }
  return out;
}
