import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreLang } from './lib/i18n';
import { applyZoom } from './lib/zoom';
import './styles.css';

applyZoom();

void restoreLang().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
