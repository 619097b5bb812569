DROP INDEX "conversations_b_idx";--> statement-breakpoint
DROP INDEX "conversations_a_idx";--> statement-breakpoint
CREATE INDEX "conversations_b_idx" ON "conversations" USING btree ("user_b_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_a_idx" ON "conversations" USING btree ("user_a_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);