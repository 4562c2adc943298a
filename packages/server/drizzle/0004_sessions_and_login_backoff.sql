ALTER TABLE "auth_tokens" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "fresh_pass_at" timestamp with time zone;