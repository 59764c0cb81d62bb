/** Uploaded files are served at `/files/<id>`: the form every record stores (profile pictures, feedback photos). */
export function fileUrl(id: string): string {
  return `/files/${id}`;
}

/**
 * The file id in a stored or uploaded file URL, or null when it is not one of ours. Ids are random UUIDs;
 * anything else is never looked up (PostgreSQL would refuse it as a uuid with an error, not a miss).
 */
export function fileIdFromUrl(url: string): string | null {
  const match = /^\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(url);
  return match ? match[1]! : null;
}
