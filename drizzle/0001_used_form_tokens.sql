CREATE TABLE "used_form_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_form_tokens_expires_at_idx" ON "used_form_tokens" USING btree ("expires_at");