import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '@/components/toaster';
import { edition } from '@/config/editions';
import { registerNavigator } from '@/lib/navigation';
import { appStore } from '@/lib/store';
import { createRouter } from './router';

export function App() {
  const [router] = useState(() => {
    const r = createRouter();
    registerNavigator((to, options) => void r.navigate(to, options));
    return r;
  });
  document.title = edition.platformName;
  return (
    <JotaiProvider store={appStore}>
      <RouterProvider router={router} />
      <Toaster />
    </JotaiProvider>
  );
}
