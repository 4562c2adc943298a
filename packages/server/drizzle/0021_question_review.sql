ALTER TABLE "questions" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;