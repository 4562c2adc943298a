ALTER TABLE "attempts" ADD COLUMN "sections_left_at" jsonb;--> statement-breakpoint
-- Tests saved before sections could be left early: none may be.
UPDATE "tests" SET "draft" = jsonb_set("draft", '{sections}', (SELECT coalesce(jsonb_agg(CASE WHEN s ? 'leave_early' THEN s ELSE s || '{"leave_early": false}'::jsonb END ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("draft"->'sections') WITH ORDINALITY AS e(s, n)));--> statement-breakpoint
UPDATE "test_versions" SET "definition" = jsonb_set("definition", '{sections}', (SELECT coalesce(jsonb_agg(CASE WHEN s ? 'leave_early' THEN s ELSE s || '{"leave_early": false}'::jsonb END ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("definition"->'sections') WITH ORDINALITY AS e(s, n)));
