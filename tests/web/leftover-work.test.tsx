import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { expect, it } from 'vitest';
import { pendingTimers } from './leftover-work';

/**
 * A component that leaves work behind on purpose: an interval it never clears, setting state
 * every millisecond. Before setup.ts closed the file's timers, the ticks after jsdom's teardown
 * failed the run with "window is not defined" (run this file with any other); now they never run.
 */
function Careless() {
  const [n, setN] = useState(0);
  useEffect(() => {
    setInterval(() => setN((v) => v + 1), 1);
  }, []);
  return <i>{n}</i>;
}

it('leaves an interval running when the file ends, and nothing of it runs after the window goes', () => {
  render(<Careless />);
  expect(document.querySelector('i')).not.toBeNull();
  expect(pendingTimers()).toBeGreaterThan(0);
});
