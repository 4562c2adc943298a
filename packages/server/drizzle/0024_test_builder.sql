CREATE TABLE "test_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_versions_version_positive" CHECK ("test_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_state_known" CHECK ("tests"."state" IN ('draft', 'published', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "papers" DROP CONSTRAINT "papers_exam_id_unique";--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "test_version_id" integer;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "test_version_id" integer;--> statement-breakpoint
ALTER TABLE "test_versions" ADD CONSTRAINT "test_versions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_versions" ADD CONSTRAINT "test_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_versions_test_version" ON "test_versions" USING btree ("test_id","version");--> statement-breakpoint
CREATE INDEX "tests_exam_idx" ON "tests" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "tests_updated_idx" ON "tests" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_test_version_id_test_versions_id_fk" FOREIGN KEY ("test_version_id") REFERENCES "public"."test_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_test_version_id_test_versions_id_fk" FOREIGN KEY ("test_version_id") REFERENCES "public"."test_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_test_rank_idx" ON "attempts" USING btree ("test_version_id","score" DESC NULLS LAST) WHERE "attempts"."status" = 'submitted' AND "attempts"."attempt_number" = 1 AND "attempts"."test_version_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "papers_exam_seeded" ON "papers" USING btree ("exam_id") WHERE "papers"."test_version_id" IS NULL AND "papers"."owner_user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "papers_test_version_shared" ON "papers" USING btree ("test_version_id") WHERE "papers"."test_version_id" IS NOT NULL AND "papers"."owner_user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_test_exam" CHECK ("papers"."test_version_id" IS NULL OR ("papers"."exam_id" IS NOT NULL AND "papers"."pattern" = 'exam'));