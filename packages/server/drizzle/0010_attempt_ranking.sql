ALTER TABLE "papers" DROP CONSTRAINT "papers_pattern_known";--> statement-breakpoint
ALTER TABLE "attempts" DROP CONSTRAINT "attempts_paper_id_papers_id_fk";
--> statement-breakpoint
DROP INDEX "attempts_rank_idx";--> statement-breakpoint
ALTER TABLE "attempts" ALTER COLUMN "exam_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ALTER COLUMN "exam_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_response_history" ADD COLUMN "keeps_answer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "attempt_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing attempts are numbered in the order they were started: the first of each learner and paper is ranked.
UPDATE "attempts" AS a SET "attempt_number" = n."number"
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id", "paper_id" ORDER BY "started_at", "id") AS "number" FROM "attempts") AS n
WHERE a."id" = n."id" AND a."attempt_number" <> n."number";--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_practice_in_progress" ON "attempts" USING btree ("user_id") WHERE "attempts"."status" = 'in_progress' AND "attempts"."exam_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_user_paper_number" ON "attempts" USING btree ("user_id","paper_id","attempt_number");--> statement-breakpoint
CREATE INDEX "attempts_rank_idx" ON "attempts" USING btree ("paper_id","score" DESC NULLS LAST) WHERE "attempts"."status" = 'submitted' AND "attempts"."attempt_number" = 1;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_number_positive" CHECK ("attempts"."attempt_number" >= 1);--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_practice_owned" CHECK (("papers"."pattern" = 'practice') = ("papers"."exam_id" IS NULL AND "papers"."owner_user_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_pattern_known" CHECK ("papers"."pattern" IN ('exam', 'general', 'practice'));