DROP INDEX "conversations_b_idx";--> statement-breakpoint
DROP INDEX "conversations_a_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "user_a_last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "user_b_last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Each side's time is its newest message it can see (a message withheld from a blocker is seen by its sender only);
-- a conversation with none keeps the shared time it had.
UPDATE "conversations" AS c SET
  "user_a_last_message_at" = coalesce((SELECT max(m."created_at") FROM "private_messages" AS m
    WHERE m."conversation_id" = c."id" AND (NOT m."withheld" OR m."sender_id" = c."user_a_id")), c."last_message_at"),
  "user_b_last_message_at" = coalesce((SELECT max(m."created_at") FROM "private_messages" AS m
    WHERE m."conversation_id" = c."id" AND (NOT m."withheld" OR m."sender_id" = c."user_b_id")), c."last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_b_idx" ON "conversations" USING btree ("user_b_id","user_b_last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_a_idx" ON "conversations" USING btree ("user_a_id","user_a_last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);