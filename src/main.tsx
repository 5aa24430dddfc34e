import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { loadLanguage } from './lib/i18n';
import './app/global.css';

// One router for the page's life: server routes are patched into it, never rebuilt (see router.tsx).
const router = createAppRouter();

// The stored language's labels arrive while the router's guard asks for the session.
void loadLanguage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
