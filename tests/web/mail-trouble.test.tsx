import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailRow } from '../../contract/clearance';
import { MailHistory } from '../../src/pages/clearance/mail-history';
import { mailTrouble } from '../../src/pages/clearance/mail-error';
import { dictHandler, i18n, renderPage, t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();

const mail = (mailId: number, extra: Partial<MailRow>): MailRow =>
  ({ mailId, clearanceId: 1, status: '0', attempts: 0, lastError: '', mailFrom: '', mailTo: 'buyer@example.com', mailCc: '', subject: `mail ${mailId}`, documents: 'FCR-1', createTime: '2026-12-04 09:00:00', sentTime: null, ...extra }) as MailRow;

describe('a mail that did not go says why in words (issue 49)', () => {
  it('reads the library’s text: no server, refused, timeout, sign-in, certificate, recipient, the rest as it came', () => {
    const kinds = (lastError: string, status: MailRow['status'] = '0', attempts = 1) => mailTrouble({ lastError, status, attempts })?.map((k) => k.key);
    expect(kinds('no mail server is set (biz.mail.host): the mail waits until one is', '0', 0)).toEqual(['noServer']);
    expect(kinds('connect ECONNREFUSED 127.0.0.1:2525')).toEqual(['refused', 'retrying']);
    expect(kinds('Greeting never received', '2')).toEqual(['timeout', 'gaveUp']);
    expect(kinds('Invalid login: 535 5.7.8 Authentication failed')).toEqual(['auth', 'retrying']);
    expect(kinds('server certificate refused (biz.mail.verifyCertificate); nothing was sent: self-signed certificate')).toEqual(['tls', 'retrying']);
    expect(kinds('Can\'t send mail - all recipients were rejected: 550 5.1.1 unknown user')).toEqual(['recipient', 'retrying']);
    expect(mailTrouble({ lastError: 'something odd', status: '2', attempts: 5 })).toEqual([{ key: 'other', values: { error: 'something odd' } }, { key: 'gaveUp' }]);
    expect(mailTrouble({ lastError: '', status: '0', attempts: 0 })).toBeNull();
    expect(mailTrouble({ lastError: 'old', status: '1', attempts: 2 })).toBeNull();
  });

  it.each(['zh', 'en'])('shows it under the state in the history, in %s', async (lang) => {
    await i18n.changeLanguage(lang);
    server.use(dictHandler());
    renderPage(
      <MailHistory
        permissions={[]}
        onChanged={() => undefined}
        mails={[
          mail(1, { lastError: 'no mail server is set (biz.mail.host): the mail waits until one is' }),
          mail(2, { status: '2', attempts: 5, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' }),
          mail(3, { status: '1', attempts: 1, sentTime: '2026-12-04 09:01:00' }),
        ]}
      />,
    );
    const words = await screen.findAllByTestId('mail-trouble');
    expect(words.map((w) => w.textContent)).toEqual([
      t('clearance:mailError.noServer'),
      `${t('clearance:mailError.refused')}. ${t('clearance:mailError.gaveUp')}`,
    ]);
    expect(within(words[1]).queryByText(/ECONNREFUSED/)).toBeNull();
    await i18n.changeLanguage('zh');
  });
});
