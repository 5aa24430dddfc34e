import type { ReactNode } from 'react';
import { LanguageSelect } from '../language-select/language-select';
import { useLoginColours } from './submit-button';
import './login-screen.css';

/**
 * The card the pages before sign-in share (login, register, third-party sign-in): a title, the
 * language select, the content; its links below the card in the theme colour too.
 */
export function LoginScreen({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="login-screen" style={useLoginColours()}>
      <main className="login-card">
        <div className="login-card-head">
          <h1>{title}</h1>
          <LanguageSelect size="small" />
        </div>
        {children}
      </main>
      {footer}
    </div>
  );
}
