import { performance } from 'node:perf_hooks';
import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/cp_bench_perf29_cf' });
await c.connect();
const id = (await c.query(`select id from customer_entities where legal_name = 'Bench Target Freight LLC' and merged_into is null`)).rows[0].id;
const subs = (await c.query(`select l.submission_id from customer_links l where entity_id=$1`, [id])).rows.map((r) => r.submission_id);
const qs: Record<string, [string, unknown[]]> = {
  subs: [`select s.id, s.form, s.company_id, s.division_id, s.status, l.matched_on, s.application_number,
       s.facts->>'legalName' as legal_name, coalesce(d.name, c.name) as unit_name, s.approved_amount,
       s.customer_code, s.denial_code, s.signature_date, s.approved_or_denied_date
     from customer_links l join submissions s on s.id = l.submission_id
     join units c on c.id = s.company_id left join units d on d.id = s.division_id
     where l.entity_id = $1 and s.delete_date is null order by s.signature_date desc nulls last, s.id`, [id]],
  timeline: [`select a.at, a.action, a.actor_kind, u.first_name, u.last_name, u.email, s.application_number,
       a.before, a.after
     from audit_log a left join users u on u.id = a.actor_id
     left join submissions s on a.entity = 'submission' and s.id = a.entity_id
     where (a.entity = 'customer' and (a.entity_id = $1
              or a.before->>'entityId' = $1::text or a.after->>'entityId' = $1::text
              or a.before->>'parentId' = $1::text or a.after->>'parentId' = $1::text))
        or (a.entity = 'submission' and a.entity_id = any($2::uuid[]))
     order by a.at desc, a.id desc limit 500`, [id, subs]],
  limits: [`with lim as (select * from customer_limits where entity_id = $1),
     ex as (select * from customer_exposure where entity_id = $1),
     u as (select unit_id from lim union select unit_id from ex)
     select u.unit_id, un.name, lim.amount, ex.total from u join units un on un.id = u.unit_id
     left join lim on lim.unit_id = u.unit_id left join ex on ex.unit_id = u.unit_id
     left join submissions s on s.id = lim.submission_id`, [id]],
  sugg: [`select customer_suggest_if_queued($1)`, [id]],
};
for (const [k, [text, values]] of Object.entries(qs)) {
  for (let i = 0; i < 5; i++) await c.query({ name: k, text, values });
  const xs: number[] = [];
  for (let i = 0; i < 50; i++) { const t0 = performance.now(); await c.query({ name: k, text, values }); xs.push(performance.now() - t0); }
  xs.sort((a, b) => a - b);
  console.log(k.padEnd(10), xs[25].toFixed(2));
}
console.log((await c.query(`explain (analyze, buffers) ${qs.timeline[0]}`, qs.timeline[1])).rows.map((r) => r['QUERY PLAN']).join('\n'));
await c.end();
