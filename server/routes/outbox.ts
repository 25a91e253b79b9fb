/**
 * The development outbox: GET /dev/outbox lists the mails (JSON, newest last) and
 * GET /dev/outbox.html shows them to people. Registered only when there is an outbox, which is
 * never the case in production (config refuses production without SMTP_URL).
 */
import type { FastifyInstance } from 'fastify';
import { DEVELOPMENT_API } from '../../contract/serviceEndpoints';
import { fromContract, typed } from '../http/contract-route';
import type { Outbox } from '../mail/index';
import { escapeHtml } from '../escape-html';

function page(outbox: Outbox): string {
  const items = [...outbox.list()].reverse().map((mail) => `
  <article>
    <h2>${escapeHtml(mail.subject)}</h2>
    <p class="meta">To <b>${escapeHtml(mail.to)}</b> · ${escapeHtml(mail.created_at)}${mail.meta?.code ? ` · code <code>${escapeHtml(mail.meta.code)}</code>` : ''}</p>
    ${mail.meta?.link ? `<p><a href="${escapeHtml(mail.meta.link)}">${escapeHtml(mail.meta.link)}</a></p>` : ''}
    <pre>${escapeHtml(mail.text)}</pre>
  </article>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}
article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#555;margin:.25rem 0}code{font-size:1.2rem;background:#eef;padding:0 .3rem}pre{white-space:pre-wrap}</style></head>
<body><h1>Development outbox</h1><p>Newest first. Mails are kept in memory until the server restarts. JSON: <a href="outbox">outbox</a>.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

export default async function outboxRoutes(app: FastifyInstance, { outbox }: { outbox: Outbox }): Promise<void> {
  typed(app).route({ ...fromContract(DEVELOPMENT_API.outbox), handler: async () => [...outbox.list()] });
  typed(app).route({
    ...fromContract(DEVELOPMENT_API.outboxPage),
    handler: async (_request, reply) => reply.type('text/html; charset=utf-8').send(page(outbox)),
  });
}
