ALTER TABLE "orders" ADD COLUMN "renewal_amount" integer;--> statement-breakpoint
-- Migration 0012 gave every successful refund of an order then refunded the order's whole amount, so an order refunded
-- in parts counted each part as the whole (three parts of a 49.99 order: 149.97 refunded). What each part took was
-- never kept. On an order whose refunds add up to more than it was paid, the refunds valued at the whole are made to
-- count once what it has left: the first of them takes what was paid, less the chargebacks and the refunds whose own
-- amount is kept (never more than the order, none when nothing is left), and the others become unknown amounts (null),
-- counted as nothing. Once changed, an order's refunds add up to no more than it was paid, so running it again changes
-- nothing.
WITH "ledger" AS (
  SELECT
    t."order_id",
    coalesce(sum(t."amount") FILTER (WHERE t."operation" IN ('pay', 'recurring', 'resign', 'settle')), 0) AS "paid",
    coalesce(sum(t."amount") FILTER (WHERE t."operation" = 'refund'), 0) AS "refunded",
    coalesce(sum(t."amount") FILTER (WHERE t."operation" = 'chargeback'), 0) AS "charged_back"
  FROM "transactions" AS t
  WHERE t."status" = 'success'
  GROUP BY t."order_id"
), "whole" AS (
  SELECT
    t."id",
    t."order_id",
    o."amount" AS "order_amount",
    row_number() OVER (PARTITION BY t."order_id" ORDER BY t."occurred_at", t."recorded_at", t."id") AS "nth",
    count(*) OVER (PARTITION BY t."order_id") AS "refunds"
  FROM "transactions" AS t
  INNER JOIN "orders" AS o ON o."id" = t."order_id"
  WHERE t."operation" = 'refund' AND t."status" = 'success' AND t."amount" = o."amount"
), "corrected" AS (
  SELECT
    w."id",
    CASE
      WHEN w."nth" = 1 THEN least(
        l."paid" - l."charged_back" - (l."refunded" - w."refunds" * w."order_amount"),
        w."order_amount"
      )
    END AS "left"
  FROM "whole" AS w
  INNER JOIN "ledger" AS l ON l."order_id" = w."order_id"
  WHERE l."refunded" > l."paid"
)
UPDATE "transactions" AS t
SET "amount" = CASE WHEN c."left" > 0 THEN c."left"::integer END
FROM "corrected" AS c
WHERE t."id" = c."id";
