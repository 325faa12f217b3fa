-- A recipe shows only its owner's own files: the write rule since this version (a household member's photo seen
-- through a shared recipe is refused; duplicating that recipe gives its own copies). A recipe written before could
-- name another user's file and keep handing out signed URLs to it after the share ended. Such references are
-- removed here (the files themselves stay with their owners), and the recipe's updated_at moves on so that syncing
-- clients fetch the corrected record.
UPDATE recipes
SET media = (
      SELECT json_group_array(json(kept.value)) FROM (
        SELECT m.value AS value FROM json_each(recipes.media) AS m
        JOIN files AS f ON f.id = json_extract(m.value, '$.file_id') AND f.user_id = recipes.user_id
        ORDER BY m.key
      ) AS kept
    ),
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE EXISTS (
  SELECT 1 FROM json_each(recipes.media) AS m
  JOIN files AS f ON f.id = json_extract(m.value, '$.file_id')
  WHERE f.user_id <> recipes.user_id
);
