import { render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { ArrivalTag } from '../../src/features/arrival-tag/arrival-tag';
import { i18n } from './crud-harness';

/** Issue 46: how early or late a truck came against its booked slot, in both languages. */
describe('ArrivalTag', () => {
  afterAll(() => i18n.changeLanguage('zh'));
  const shown = (offset: number | null | undefined) => {
    const view = render(<ArrivalTag offset={offset} />);
    const tag = view.container.querySelector('[data-arrival]');
    const out = tag ? `${tag.getAttribute('data-arrival')}: ${tag.textContent}` : null;
    view.unmount();
    return out;
  };

  it('names early or late by its two largest units, in English and Chinese', async () => {
    await i18n.changeLanguage('en');
    expect(shown(-1440)).toBe('early: Early by 1 d');
    expect(shown(-(1440 + 125))).toBe('early: Early by 1 d 2 h');
    expect(shown(125)).toBe('late: Late by 2 h 5 min');
    expect(shown(15)).toBe('late: Late by 15 min');
    await i18n.changeLanguage('zh');
    expect(shown(-1440)).toBe('early: 提前1天到达');
    expect(shown(125)).toBe('late: 迟到2小时5分钟');
    expect(shown(3 * 1440 + 7)).toBe('late: 迟到3天7分钟');
  });

  it('says nothing of a truck within its slot or not yet come', () => {
    expect(shown(0)).toBeNull();
    expect(shown(null)).toBeNull();
    expect(shown(undefined)).toBeNull();
  });
});
