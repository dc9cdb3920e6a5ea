import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '@/app/router';
import { appStore } from '@/lib/store';

/** The console's whole route table (guard, shell, lazy pages) at `url`, in the app's store; returns the router. */
export function renderApp(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
