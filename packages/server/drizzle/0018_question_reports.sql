CREATE TABLE "question_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_id" uuid,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_reports_reason_known" CHECK ("question_reports"."reason" IN ('wrong_answer', 'mistake_in_question', 'translation', 'display', 'other')),
	CONSTRAINT "question_reports_status_known" CHECK ("question_reports"."status" IN ('received', 'accepted', 'rejected')),
	CONSTRAINT "question_reports_note_short" CHECK (char_length("question_reports"."note") <= 1000),
	CONSTRAINT "question_reports_decided_complete" CHECK (("question_reports"."status" = 'received') = ("question_reports"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_item_id_question_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."question_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_user_question" ON "question_reports" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "question_reports_open_idx" ON "question_reports" USING btree ("reported_at") WHERE "question_reports"."status" = 'received';--> statement-breakpoint
CREATE INDEX "question_reports_item_idx" ON "question_reports" USING btree ("item_id");