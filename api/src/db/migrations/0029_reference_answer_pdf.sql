-- A reference's answer as a PDF among the application's documents (README 'Reference requests'): printed by the
-- 'reference-answer-pdf' job (jobs/kinds/reference-answer-pdf.ts) enqueued with the answer, its queue created as
-- migration 0022 creates its kinds' (a web process may enqueue before any worker has started). The files row's
-- kind 'reference-answer' needs no change: files.kind is checked by the application.
SELECT pgboss.create_queue('reference-answer-pdf', '{"policy":"standard","retryLimit":8,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'reference-answer-pdf');
