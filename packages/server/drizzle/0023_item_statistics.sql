CREATE TABLE "item_statistics" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"candidates" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"facility" double precision NOT NULL,
	"discrimination" double precision,
	"mean_time_ms" double precision NOT NULL,
	"answer_changes" integer NOT NULL,
	"option_shares" jsonb NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_statistics_marks" (
	"paper_id" integer PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"score_sum" double precision NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_statistics" ADD CONSTRAINT "item_statistics_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_statistics_marks" ADD CONSTRAINT "paper_statistics_marks_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;