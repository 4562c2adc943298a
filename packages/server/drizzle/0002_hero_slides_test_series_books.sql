CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"cover_image" text NOT NULL,
	"pages" integer NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb NOT NULL,
	CONSTRAINT "books_slug_unique" UNIQUE("slug"),
	CONSTRAINT "books_pages_positive" CHECK ("books"."pages" > 0)
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"translations" jsonb NOT NULL,
	CONSTRAINT "hero_slides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "test_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"total_tests" integer DEFAULT 0 NOT NULL,
	"free_tests" integer DEFAULT 0 NOT NULL,
	"chapter_tests" integer DEFAULT 0 NOT NULL,
	"sectional_tests" integer DEFAULT 0 NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exam_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_slug" text,
	"translations" jsonb NOT NULL,
	CONSTRAINT "test_series_slug_unique" UNIQUE("slug"),
	CONSTRAINT "test_series_counts_not_negative" CHECK ("test_series"."users" >= 0 AND "test_series"."total_tests" >= 0 AND "test_series"."free_tests" >= 0 AND "test_series"."chapter_tests" >= 0 AND "test_series"."sectional_tests" >= 0)
);
