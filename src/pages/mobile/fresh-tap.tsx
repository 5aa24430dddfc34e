import { Button, type ButtonProps } from 'antd';
import { useRef, type MouseEvent } from 'react';

/**
 * A move's button that takes only a tap begun on it: a click without a pointerdown on this very
 * button since it appeared (the second half of a double tap whose first half hit the previous
 * move's button, now replaced under the finger) does nothing. Keyboard presses (click detail 0)
 * have no pointer and pass. No timer: the next tap, begun on it, works at once.
 */
export function FreshTapButton({ onClick, ...props }: ButtonProps) {
  const armed = useRef(false);
  const take = (e: MouseEvent<HTMLElement>) => {
    const fresh = armed.current || e.detail === 0;
    armed.current = false;
    if (!fresh || props.loading || props.disabled) {
      // also keeps a submit button's form from submitting
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    onClick?.(e as MouseEvent<HTMLButtonElement> & MouseEvent<HTMLAnchorElement>);
  };
  return (
    <Button
      {...props}
      onPointerDown={(e) => {
        armed.current = true;
        props.onPointerDown?.(e);
      }}
      onClick={take}
    />
  );
}
