-- A unified social credit code names one unit. Before the unique index, a code held by several units stays with the
-- earliest of them; the others lose it on the unit (their certification records still show what they submitted).
UPDATE "companies" AS c SET "social_credit_code" = NULL
WHERE "social_credit_code" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "companies" AS e
    WHERE e."social_credit_code" = c."social_credit_code" AND e."id" < c."id"
  );
