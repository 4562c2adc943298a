CREATE TABLE "figure_variants" (
	"figure_id" integer NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "figure_variants_figure_id_format_width_pk" PRIMARY KEY("figure_id","format","width"),
	CONSTRAINT "figure_variants_format" CHECK ("figure_variants"."format" IN ('avif', 'webp', 'png', 'jpeg')),
	CONSTRAINT "figure_variants_width" CHECK ("figure_variants"."width" > 0)
);
--> statement-breakpoint
CREATE TABLE "figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"media_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "figures_hash_unique" UNIQUE("hash"),
	CONSTRAINT "figures_media_type" CHECK ("figures"."media_type" IN ('image/png', 'image/jpeg', 'image/svg+xml')),
	CONSTRAINT "figures_size" CHECK ("figures"."width" > 0 AND "figures"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "figure_variants" ADD CONSTRAINT "figure_variants_figure_id_figures_id_fk" FOREIGN KEY ("figure_id") REFERENCES "public"."figures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figures" ADD CONSTRAINT "figures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;