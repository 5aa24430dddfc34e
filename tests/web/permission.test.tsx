import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkPermi, checkRole, HasPermi, HasRole, useHasPermi } from '../../src/lib/permission';
import { useUserStore } from '../../src/stores/user';

const as = (roles: string[], permissions: string[]) => useUserStore.setState({ roles, permissions });

beforeEach(() => as([], []));

describe('checkPermi / checkRole', () => {
  it('passes when the user holds any of the values', () => {
    as(['cs'], ['system:config:list', 'system:config:edit']);
    expect(checkPermi(['system:config:edit', 'x:y:z'])).toBe(true);
    expect(checkPermi(['system:config:remove'])).toBe(false);
    expect(checkRole(['cs', 'customs'])).toBe(true);
    expect(checkRole(['LHY'])).toBe(false);
  });

  it('*:*:* passes every permission check and admin every role check', () => {
    as(['admin'], ['*:*:*']);
    expect(checkPermi(['anything:at:all'])).toBe(true);
    expect(checkRole(['LHY'])).toBe(true);
  });

  it('throws on an empty list, with the Chinese messages', () => {
    expect(() => checkPermi([])).toThrow('请设置操作权限标签值');
    expect(() => checkRole([])).toThrow('请设置角色权限标签值');
  });
});

describe('<HasPermi> / <HasRole>', () => {
  it('render nothing for users holding none of the values, and follow the store', () => {
    as(['cs'], ['system:config:list']);
    render(
      <>
        <HasPermi value={['system:config:remove']}>
          <button>delete</button>
        </HasPermi>
        <HasPermi value={['system:config:list']}>
          <button>list</button>
        </HasPermi>
        <HasRole value={['LHY']}>
          <span>warehouse</span>
        </HasRole>
      </>,
    );
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.getByText('list')).toBeInTheDocument();
    expect(screen.queryByText('warehouse')).toBeNull();
    act(() => as(['admin'], ['*:*:*']));
    expect(screen.getByText('delete')).toBeInTheDocument();
    expect(screen.getByText('warehouse')).toBeInTheDocument();
  });

  it('useHasPermi throws on an empty list too', () => {
    function Probe() {
      useHasPermi([]);
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow('请设置操作权限标签值');
    } finally {
      console.error = quiet;
    }
  });
});
