-- The card's words move into `translations` ({ en: {...}, hi: {...} }) like the public content's.
-- Each plan's English is kept as it is stored (an operator may have edited it); the seed then adds
-- the languages a plan is missing, so a database seeded before this migration also answers in Hindi.
ALTER TABLE "subscription_plans" ADD COLUMN "translations" jsonb;--> statement-breakpoint
UPDATE "subscription_plans" SET "translations" = jsonb_build_object(
	'en', jsonb_build_object('description', "plan_description", 'details', "plan_details", 'badge', "plan_type")
);--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "translations" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP COLUMN "plan_type";--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP COLUMN "plan_description";--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP COLUMN "plan_details";
