CREATE TABLE "answer_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_id" uuid,
	"proposed_answer" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"correction_id" integer,
	"challenged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_challenges_status_known" CHECK ("answer_challenges"."status" IN ('received', 'accepted', 'rejected')),
	CONSTRAINT "answer_challenges_reason_short" CHECK (char_length("answer_challenges"."reason") BETWEEN 1 AND 1000),
	CONSTRAINT "answer_challenges_decided_complete" CHECK (("answer_challenges"."status" = 'received') = ("answer_challenges"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "answer_key_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"previous_answer" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"tolerance" double precision DEFAULT 0 NOT NULL,
	"replacement_question_id" integer,
	"note" text NOT NULL,
	"corrected_by" integer,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_rescores" (
	"attempt_id" uuid NOT NULL,
	"correction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"previous_score" double precision NOT NULL,
	"score" double precision NOT NULL,
	"previous_rank" integer,
	"rank" integer,
	"questions" jsonb NOT NULL,
	"notify" boolean NOT NULL,
	"mailed_at" timestamp with time zone,
	"rescored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_rescores_attempt_id_correction_id_pk" PRIMARY KEY("attempt_id","correction_id")
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "key_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "challenge_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "key_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_challenges" ADD CONSTRAINT "answer_challenges_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_challenges" ADD CONSTRAINT "answer_challenges_item_id_question_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."question_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_challenges" ADD CONSTRAINT "answer_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_challenges" ADD CONSTRAINT "answer_challenges_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_challenges" ADD CONSTRAINT "answer_challenges_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_key_corrections" ADD CONSTRAINT "answer_key_corrections_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_key_corrections" ADD CONSTRAINT "answer_key_corrections_replacement_question_id_questions_id_fk" FOREIGN KEY ("replacement_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_key_corrections" ADD CONSTRAINT "answer_key_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_rescores" ADD CONSTRAINT "attempt_rescores_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_rescores" ADD CONSTRAINT "attempt_rescores_correction_id_answer_key_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."answer_key_corrections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_rescores" ADD CONSTRAINT "attempt_rescores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_challenges_user_question" ON "answer_challenges" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "answer_challenges_open_idx" ON "answer_challenges" USING btree ("challenged_at") WHERE "answer_challenges"."status" = 'received';--> statement-breakpoint
CREATE INDEX "answer_challenges_question_idx" ON "answer_challenges" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "answer_key_corrections_question_idx" ON "answer_key_corrections" USING btree ("question_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "attempt_rescores_unmailed_idx" ON "attempt_rescores" USING btree ("rescored_at") WHERE "attempt_rescores"."notify" AND "attempt_rescores"."mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "attempts_paper_key_version_idx" ON "attempts" USING btree ("paper_id","key_version") WHERE "attempts"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "papers_sections_idx" ON "papers" USING gin ("sections" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "papers_corrected_idx" ON "papers" USING btree ("id") WHERE "papers"."key_version" > 0;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_challenge_days_range" CHECK ("papers"."challenge_days" BETWEEN 0 AND 60);