import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../src/lib/i18n';

describe('the browser tab title', () => {
  it('names the product in the language loaded', async () => {
    document.title = '入仓预约系统';
    await loadLanguage('en');
    expect(document.title).toBe('Warehouse Entry Appointment System');
  });
});
