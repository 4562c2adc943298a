CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_name" text NOT NULL,
	"plan_type" text,
	"price_annually" integer NOT NULL,
	"price_monthly" integer NOT NULL,
	"plan_description" text NOT NULL,
	"plan_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_plan_name_unique" UNIQUE("plan_name"),
	CONSTRAINT "subscription_plans_prices_not_negative" CHECK ("subscription_plans"."price_annually" >= 0 AND "subscription_plans"."price_monthly" >= 0)
);
