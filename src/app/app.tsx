import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '@/components/toaster';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { registerNavigator } from '@/lib/navigation';
import { appStore } from '@/lib/store';
import { createRouter } from './router';

export function App() {
  const [router] = useState(() => {
    const r = createRouter();
    registerNavigator((to, options) => void r.navigate(to, options));
    return r;
  });
  const { t } = useTranslation();
  // The browser tab names the product in the language in use.
  const title = t(`app.name.${edition.id}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <JotaiProvider store={appStore}>
      <RouterProvider router={router} />
      <Toaster />
    </JotaiProvider>
  );
}
