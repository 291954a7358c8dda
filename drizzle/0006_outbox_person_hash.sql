ALTER TABLE "outbox" ADD COLUMN "person_hash" text;--> statement-breakpoint
CREATE INDEX "outbox_person_hash_idx" ON "outbox" USING btree ("person_hash");