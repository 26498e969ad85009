-- Each company's and division's form families become data (ARCHITECTURE.md 'Units'). Every existing unit gets
-- exactly the families the code chose until now (UWL and WDS email templates, or those codes without a
-- template: the UWL activation and the eight-step application; the CPG template, CPG itself or a division of
-- CPG: the six-step CPG application; anyone else the CPG activation and the six-step application). A
-- division keeps null (its company's) where it would get its company's anyway.
ALTER TABLE "units" ADD COLUMN "activation_family" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "application_family" text;--> statement-breakpoint
WITH rule AS (
  SELECT u.id, u.kind, u.parent_id,
    upper(coalesce(u.email_template, '')) IN ('UWL', 'WDS')
      OR (coalesce(u.email_template, '') = '' AND upper(u.code) IN ('UWL', 'WDS')) AS uwl,
    upper(coalesce(u.email_template, '')) = 'CPG' OR upper(u.code) = 'CPG'
      OR upper(coalesce(p.code, '')) = 'CPG' AS cpg
  FROM "units" u LEFT JOIN "units" p ON p.id = u.parent_id
), chosen AS (
  SELECT id, kind, parent_id,
    CASE WHEN uwl THEN 'activation-uwl' ELSE 'activation-cpg' END AS activation,
    CASE WHEN uwl THEN 'application-eight' WHEN cpg THEN 'application-six-cpg' ELSE 'application-six' END
      AS application
  FROM rule
)
UPDATE "units" u SET
  activation_family = CASE WHEN f.kind = 'company' OR f.activation <> c.activation THEN f.activation END,
  application_family = CASE WHEN f.kind = 'company' OR f.application <> c.application THEN f.application END
FROM chosen f LEFT JOIN chosen c ON c.id = f.parent_id
WHERE u.id = f.id;
