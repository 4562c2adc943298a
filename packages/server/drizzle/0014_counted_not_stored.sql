ALTER TABLE "test_series" DROP CONSTRAINT "test_series_counts_not_negative";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "enrolments";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "total_tests";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "free_tests";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "features";--> statement-breakpoint
ALTER TABLE "test_series" DROP COLUMN "users";--> statement-breakpoint
ALTER TABLE "test_series" DROP COLUMN "total_tests";--> statement-breakpoint
ALTER TABLE "test_series" DROP COLUMN "free_tests";--> statement-breakpoint
ALTER TABLE "test_series" DROP COLUMN "chapter_tests";--> statement-breakpoint
ALTER TABLE "test_series" DROP COLUMN "sectional_tests";--> statement-breakpoint
-- The cards' lines of counts are written by the server from what it counts now: none is stored.
UPDATE "test_series" SET "translations" = (SELECT jsonb_object_agg("key", "value" - 'tests') FROM jsonb_each("translations"));
