ALTER TABLE "attempts" ADD COLUMN "option_orders" jsonb;--> statement-breakpoint
-- Tests saved before options could be shuffled keep their options in order.
UPDATE "tests" SET "draft" = "draft" || '{"shuffle_options": false}'::jsonb WHERE NOT ("draft" ? 'shuffle_options');--> statement-breakpoint
UPDATE "test_versions" SET "definition" = "definition" || '{"shuffle_options": false}'::jsonb WHERE NOT ("definition" ? 'shuffle_options');
