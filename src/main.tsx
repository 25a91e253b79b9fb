import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startInspectorIfAsked } from './app/inspector';

await startInspectorIfAsked();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
