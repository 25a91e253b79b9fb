/**
 * Renders one page of the app to HTML at build time (scripts/vite-prerender.ts), so the public
 * pages paint before any JavaScript has arrived; the browser then hydrates them (src/main.tsx).
 *
 * The whole page is rendered, the lazily loaded parts too (footer, menus, the home page below
 * the hero): React's static prerender waits for them, and in the browser each one hydrates when
 * its chunk arrives, showing the prerendered HTML until then.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../app/App';
import { createAppRouter } from '../app/router';
import { documentTitle } from '../content/company';
import { prerenderedStyleTag } from '../loading/prerenderedStyles';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The `<style>` element of every styled component the page used, marked to be adopted. */
  styleTags: string;
  /** The document title the page sets once it runs. */
  title: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const pageTitle = [...router.state.matches].reverse().find((match) => match.staticData?.title)?.staticData.title;
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
      // A part that throws would be left for the browser to render: fail the build instead.
      {
        onError: (error) => void errors.push(error),
        // Every part in place, however large: React would otherwise write big parts out of
        // order with an inline script to move them, which the Content Security Policy forbids.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await readAll(prelude);
    if (errors.length > 0) throw new AggregateError(errors, `prerender of ${url} failed: ${errors[0] instanceof Error ? errors[0].stack : String(errors[0])}`);
    return { html, styleTags: prerenderedStyleTag(sheet.instance.toString()), title: documentTitle(pageTitle) };
  } finally {
    sheet.seal();
  }
}
