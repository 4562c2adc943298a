CREATE TABLE "forum_likes" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_likes_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer,
	"user_id" integer NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "forum_posts_kind" CHECK (("forum_posts"."topic_id" IS NULL AND "forum_posts"."title" IS NOT NULL) OR ("forum_posts"."topic_id" IS NOT NULL AND "forum_posts"."title" IS NULL AND "forum_posts"."tags" = '[]'::jsonb)),
	CONSTRAINT "forum_posts_counts" CHECK ("forum_posts"."like_count" >= 0 AND "forum_posts"."reply_count" >= 0 AND "forum_posts"."report_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reports_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_requests_status_known" CHECK ("help_requests"."status" IN ('open', 'in_progress', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "video_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"topic" text NOT NULL,
	"exam_id" integer,
	"duration_seconds" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_lessons_slug_unique" UNIQUE("slug"),
	CONSTRAINT "video_lessons_duration_positive" CHECK ("video_lessons"."duration_seconds" > 0),
	CONSTRAINT "video_lessons_topic_known" CHECK ("video_lessons"."topic" IN ('logical_reasoning', 'verbal_ability', 'quantitative_ability'))
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"position_seconds" double precision NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "video_progress_position" CHECK ("video_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "forum_likes" ADD CONSTRAINT "forum_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_likes" ADD CONSTRAINT "forum_likes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_topic_id_forum_posts_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD CONSTRAINT "video_lessons_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_lesson_id_video_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."video_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_likes_post_idx" ON "forum_likes" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_topics_created_idx" ON "forum_posts" USING btree ("created_at" DESC NULLS LAST) WHERE "forum_posts"."topic_id" IS NULL AND "forum_posts"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "forum_topics_liked_idx" ON "forum_posts" USING btree ("like_count" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "forum_posts"."topic_id" IS NULL AND "forum_posts"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "forum_replies_topic_idx" ON "forum_posts" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_user_created_idx" ON "forum_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_reports_post_idx" ON "forum_reports" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "help_requests_user_created_idx" ON "help_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "video_progress_user_updated_idx" ON "video_progress" USING btree ("user_id","updated_at" DESC NULLS LAST);