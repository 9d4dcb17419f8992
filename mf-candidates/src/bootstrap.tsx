// The standalone debug page: this module alone, under its own router, after sign-in.
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ApiSWRConfig, StandaloneHost } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import App from './App';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/candidates" replace /> },
  {
    path: '*',
    element: (
      <StandaloneHost title="Candidates">
        <App />
      </StandaloneHost>
    ),
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <UiProvider>
    <ApiSWRConfig>
      <RouterProvider router={router} />
    </ApiSWRConfig>
  </UiProvider>,
);
