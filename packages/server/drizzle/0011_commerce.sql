CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"plan_id" integer,
	"billing" text,
	"course_id" integer,
	"test_series_id" integer,
	"exam_id" integer,
	"item_names" jsonb NOT NULL,
	"list_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"amount_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"promo_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "orders_item_kind_known" CHECK ("orders"."item_kind" IN ('plan', 'course', 'test_series')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "orders_item_named_once" CHECK (("orders"."item_kind" = 'plan' AND "orders"."plan_id" IS NOT NULL AND "orders"."billing" IN ('monthly', 'annual') AND "orders"."course_id" IS NULL AND "orders"."test_series_id" IS NULL)
        OR ("orders"."item_kind" = 'course' AND "orders"."course_id" IS NOT NULL AND "orders"."plan_id" IS NULL AND "orders"."test_series_id" IS NULL)
        OR ("orders"."item_kind" = 'test_series' AND "orders"."test_series_id" IS NOT NULL AND "orders"."plan_id" IS NULL AND "orders"."course_id" IS NULL)),
	CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."list_paise" >= 0 AND "orders"."discount_paise" >= 0 AND "orders"."gst_paise" >= 0 AND "orders"."amount_paise" = "orders"."list_paise" - "orders"."discount_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "promo_redemptions_once_per_learner" UNIQUE("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "test_series_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"test_series_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_series_enrolments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "test_series_enrolments_ends_after_start" CHECK ("test_series_enrolments"."ends_at" > "test_series_enrolments"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "test_series" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_series" ADD COLUMN "list_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_test_series_id_test_series_id_fk" FOREIGN KEY ("test_series_id") REFERENCES "public"."test_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_series_enrolments" ADD CONSTRAINT "test_series_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_series_enrolments" ADD CONSTRAINT "test_series_enrolments_test_series_id_test_series_id_fk" FOREIGN KEY ("test_series_id") REFERENCES "public"."test_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_series_enrolments" ADD CONSTRAINT "test_series_enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "test_series_enrolments_user_id_idx" ON "test_series_enrolments" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_user_id_users_id_fk" FOREIGN KEY ("referred_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_user_id");--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code");--> statement-breakpoint
ALTER TABLE "test_series" ADD CONSTRAINT "test_series_prices_not_negative" CHECK ("test_series"."price" >= 0 AND "test_series"."list_price" >= 0);