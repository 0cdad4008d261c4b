ALTER TABLE "tenants" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_country" CHECK ("tenants"."country" ~ '^[A-Z]{2}$');--> statement-breakpoint
-- Sites registered before they were asked their country: the one their active staff accounts give
-- (as the global-reach map inferred it until now): the admins' when they give one, otherwise the
-- teachers'; the most common among them, then the first by code; only codes of the embedded
-- country list. A site none of whose staff gave one stays null, and is asked in its profile.
-- In the platform scope, as users are under row-level security.
DO $$
DECLARE
  saved_scope text := coalesce(current_setting('app.scope', true), '');
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  UPDATE "tenants" t SET "country" = (
    SELECT upper(u."country") FROM "users" u
    WHERE u."tenant_id" = t."id" AND u."is_active"
      AND u."role"::text IN ('school_admin', 'organization_admin', 'teacher_admin', 'teacher')
      AND upper(u."country") = ANY ('{AD,AE,AF,AG,AI,AL,AM,AO,AQ,AR,AS,AT,AU,AW,AX,AZ,BA,BB,BD,BE,BF,BG,BH,BI,BJ,BL,BM,BN,BO,BQ,BR,BS,BT,BV,BW,BY,BZ,CA,CC,CD,CF,CG,CH,CI,CK,CL,CM,CN,CO,CR,CU,CV,CW,CX,CY,CZ,DE,DJ,DK,DM,DO,DZ,EC,EE,EG,EH,ER,ES,ET,FI,FJ,FK,FM,FO,FR,GA,GB,GD,GE,GF,GG,GH,GI,GL,GM,GN,GP,GQ,GR,GS,GT,GU,GW,GY,HK,HM,HN,HR,HT,HU,ID,IE,IL,IM,IN,IO,IQ,IR,IS,IT,JE,JM,JO,JP,KE,KG,KH,KI,KM,KN,KP,KR,KW,KY,KZ,LA,LB,LC,LI,LK,LR,LS,LT,LU,LV,LY,MA,MC,MD,ME,MF,MG,MH,MK,ML,MM,MN,MO,MP,MQ,MR,MS,MT,MU,MV,MW,MX,MY,MZ,NA,NC,NE,NF,NG,NI,NL,NO,NP,NR,NU,NZ,OM,PA,PE,PF,PG,PH,PK,PL,PM,PN,PR,PS,PT,PW,PY,QA,RE,RO,RS,RU,RW,SA,SB,SC,SD,SE,SG,SH,SI,SJ,SK,SL,SM,SN,SO,SR,SS,ST,SV,SX,SY,SZ,TC,TD,TF,TG,TH,TJ,TK,TL,TM,TN,TO,TR,TT,TV,TW,TZ,UA,UG,UM,US,UY,UZ,VA,VC,VE,VG,VI,VN,VU,WF,WS,YE,YT,ZA,ZM,ZW}'::text[])
    GROUP BY upper(u."country")
    ORDER BY bool_or(u."role"::text IN ('school_admin', 'organization_admin')) DESC, count(*) DESC, upper(u."country")
    LIMIT 1
  )
  WHERE t."country" IS NULL;
  PERFORM set_config('app.scope', saved_scope, true);
END
$$;
