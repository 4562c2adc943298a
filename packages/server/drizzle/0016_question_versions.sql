CREATE TABLE "passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"rendered" jsonb,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passages_version_positive" CHECK ("passages"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "question_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_items_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_key_unique";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "key" DROP NOT NULL;--> statement-breakpoint
-- Every question seeded before versions becomes version 1, published, of an item with its key.
INSERT INTO "question_items" ("key") SELECT "key" FROM "questions" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "item_id" integer;--> statement-breakpoint
UPDATE "questions" SET "item_id" = "question_items"."id" FROM "question_items" WHERE "question_items"."key" = "questions"."key";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "state" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "subtopic" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rendered" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "passage_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "figures" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "exam_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "author_note" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "questions" SET "published_at" = "updated_at", "created_at" = "updated_at";--> statement-breakpoint
CREATE UNIQUE INDEX "passages_key_version" ON "passages" USING btree ("key","version");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_item_id_question_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."question_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_passage_id_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."passages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_item_version" ON "questions" USING btree ("item_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_one_published" ON "questions" USING btree ("item_id") WHERE "questions"."state" = 'published';--> statement-breakpoint
CREATE INDEX "questions_topic_published_idx" ON "questions" USING btree ("topic_id") WHERE "questions"."state" = 'published';--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_state_known" CHECK ("questions"."state" IN ('draft', 'in_review', 'published', 'superseded', 'retired'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_version_positive" CHECK ("questions"."version" >= 1);