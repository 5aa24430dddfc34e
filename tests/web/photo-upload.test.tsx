import { fireEvent, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdProviders } from '../../src/app/antd-providers';
import { removeToken, setToken } from '../../src/lib/auth';
import { bindFeedback, type Feedback } from '../../src/lib/feedback';
import { resetReloginPrompt } from '../../src/lib/request';
import { PhotoUpload } from '../../src/features/photo-upload/photo-upload';
// the user store tells the request layer how a session ends, as it does in the app
import '../../src/stores/user';
import { server } from './msw-server';
import { withMsw } from './crud-harness';

withMsw();
let ui: { message: { error: ReturnType<typeof vi.fn> }; notification: { error: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }; modal: { confirm: ReturnType<typeof vi.fn> } };
beforeEach(() => {
  ui = { message: { error: vi.fn() }, notification: { error: vi.fn(), destroy: vi.fn() }, modal: { confirm: vi.fn() } };
  bindFeedback(ui as unknown as Feedback);
  resetReloginPrompt();
  setToken('t-9');
});
afterEach(() => {
  bindFeedback(null);
  removeToken();
});

function choose(onChange: (v: string) => void) {
  const { container } = render(
    <AntdProviders>
      <PhotoUpload value="" onChange={onChange} />
    </AntdProviders>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dock.jpg', { type: 'image/jpeg' })] } });
}

describe('PhotoUpload', () => {
  it('uploads through the one axios instance: its token and language go with the file', async () => {
    let seen: Headers | undefined;
    server.use(
      http.post('*/api/common/upload', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ code: 200, msg: 'ok', fileName: '/profile/upload/2026/11/24/dock.jpg', url: '/api/profile/upload/2026/11/24/dock.jpg' });
      }),
    );
    const onChange = vi.fn();
    choose(onChange);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/profile/upload/2026/11/24/dock.jpg'));
    expect(seen?.get('authorization')).toBe('Bearer t-9');
    expect(seen?.get('content-language')).toBeTruthy();
  });

  it('answers an ended session with the sign-in-again prompt, not a bare upload error', async () => {
    server.use(http.post('*/api/common/upload', () => HttpResponse.json({ code: 401, msg: 'expired' }, { status: 401 })));
    const onChange = vi.fn();
    choose(onChange);
    await waitFor(() => expect(ui.modal.confirm).toHaveBeenCalledTimes(1));
    expect(ui.modal.confirm.mock.calls[0][0]).toMatchObject({ title: '系统提示' });
    // nothing was stored: the value stays empty
    expect(onChange.mock.calls.every(([value]) => value === '')).toBe(true);
  });
});
