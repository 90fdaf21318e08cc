-- An order stands under a customer once paid (docs/decisions/0037): anyone may name any email in an order, so an
-- unpaid one keeps the email it names and the details it was placed with, and is put under the customer when the
-- provider reports it paid.
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "orders" SET "email" = u."email" FROM "users" AS u WHERE u."id" = "orders"."user_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_details" jsonb;--> statement-breakpoint
-- Orders whose money was never taken stand under no one any more: a stranger's drafts leave the customer they named.
-- A saved card's orders (a proof of the paying browser made them) and the provider's renewals stay where they are.
UPDATE "orders" SET "user_id" = NULL
WHERE "status" NOT IN ('handled', 'handled_settle', 'refunded')
  AND "parent_order_id" IS NULL
  AND "sale" NOT IN ('trial_conversion', 'renewal');
