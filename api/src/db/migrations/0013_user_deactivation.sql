ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
-- Until now an inactive user without an invitation was one a super admin had switched off after they
-- registered (registering clears the invitation; deleting clears it too, but deleted users are not live).
UPDATE "users" SET "deactivated_at" = now() WHERE "active" = false AND "invite_token_hash" IS NULL AND "delete_date" IS NULL;
