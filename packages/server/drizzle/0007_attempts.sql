-- The mock-test engine: question banks (topics, questions), one paper per exam that can be taken,
-- and attempts with their latest responses, applied save batches (idempotency) and the history of
-- every applied change. Partial indexes: one attempt in progress per learner and exam, the due
-- deadlines the sweeper reads, and a paper's submitted scores for ranks.
CREATE TABLE "attempt_response_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"seq" integer NOT NULL,
	"answer" jsonb,
	"marked" boolean NOT NULL,
	"visited" boolean NOT NULL,
	"time_spent_ms" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_responses" (
	"attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb,
	"marked" boolean DEFAULT false NOT NULL,
	"visited" boolean DEFAULT false NOT NULL,
	"time_spent_ms" bigint DEFAULT 0 NOT NULL,
	"client_id" text NOT NULL,
	"client_seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_responses_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempt_saves" (
	"attempt_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_saves_attempt_id_client_id_seq_pk" PRIMARY KEY("attempt_id","client_id","seq")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"score" double precision,
	"result" jsonb,
	CONSTRAINT "attempts_status_known" CHECK ("attempts"."status" IN ('in_progress', 'submitted')),
	CONSTRAINT "attempts_submitted_complete" CHECK (("attempts"."status" = 'in_progress' AND "attempts"."submitted_at" IS NULL AND "attempts"."submitted_by" IS NULL AND "attempts"."score" IS NULL AND "attempts"."result" IS NULL) OR ("attempts"."status" = 'submitted' AND "attempts"."submitted_at" IS NOT NULL AND "attempts"."submitted_by" IS NOT NULL AND "attempts"."score" IS NOT NULL AND "attempts"."result" IS NOT NULL)),
	CONSTRAINT "attempts_submitted_by_known" CHECK ("attempts"."submitted_by" IN ('learner', 'deadline'))
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"pattern" text NOT NULL,
	"minutes" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"translations" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "papers_exam_id_unique" UNIQUE("exam_id"),
	CONSTRAINT "papers_pattern_known" CHECK ("papers"."pattern" IN ('exam', 'general')),
	CONSTRAINT "papers_minutes_positive" CHECK ("papers"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"topic_id" integer NOT NULL,
	"type" text NOT NULL,
	"difficulty" text NOT NULL,
	"answer" jsonb NOT NULL,
	"tolerance" double precision DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_key_unique" UNIQUE("key"),
	CONSTRAINT "questions_type_known" CHECK ("questions"."type" IN ('single', 'multiple', 'numeric')),
	CONSTRAINT "questions_difficulty_known" CHECK ("questions"."difficulty" IN ('easy', 'medium', 'hard')),
	CONSTRAINT "questions_tolerance_not_negative" CHECK ("questions"."tolerance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"subject" text NOT NULL,
	"translations" jsonb NOT NULL,
	CONSTRAINT "topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "attempt_response_history" ADD CONSTRAINT "attempt_response_history_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_responses" ADD CONSTRAINT "attempt_responses_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_responses" ADD CONSTRAINT "attempt_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_saves" ADD CONSTRAINT "attempt_saves_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_response_history_attempt_idx" ON "attempt_response_history" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "attempts_user_started_idx" ON "attempts" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_in_progress" ON "attempts" USING btree ("user_id","exam_id") WHERE "attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "attempts_due_idx" ON "attempts" USING btree ("deadline_at") WHERE "attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "attempts_rank_idx" ON "attempts" USING btree ("paper_id","score" DESC NULLS LAST) WHERE "attempts"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "questions_subject_idx" ON "questions" USING btree ("subject");