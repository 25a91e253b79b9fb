// The dependency floor: the smallest app on the product's own client dependencies, rendered in the
// browser. React 19's createRoot, TanStack Router with one route, styled-components with one styled
// component; a heading and a paragraph. The bench's pages part measures it beside each page
// (bench/README.md): what a page costs above this is the product's own.
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import styled from 'styled-components';

const Column = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1rem;
  font-family: system-ui, sans-serif;
  line-height: 1.5;
`;

function Page() {
  return (
    <Column>
      <h1>Acme Invest</h1>
      <p>
        Fixed-term investment plans across crypto, forex, agriculture, oil and gas and real estate: choose a plan, fund it, and follow
        its earnings until the term ends and the principal comes back.
      </p>
    </Column>
  );
}

const rootRoute = createRootRoute();
const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });
const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]) });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
createRoot(rootElement).render(<RouterProvider router={router} />);
