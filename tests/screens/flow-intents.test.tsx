/**
 * useFlow (src/flow/useFlow.ts): the view follows the machine on every render, and the intents a
 * flow returns keep one identity for its life, each acting on the machine as it is when called.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useMenu } from '../../src/features/header/menu.flow';

describe('a flow run by useFlow', () => {
  it('keeps each intent the same function while the view changes, and an early one still acts', () => {
    const focusTrigger = vi.fn();
    const { result } = renderHook(() => useMenu({ name: 'sectors', focusTrigger }));
    const first = result.current;
    expect(first.view).toEqual({ isOpen: false });

    act(() => first.toggle());
    expect(result.current.view).toEqual({ isOpen: true });
    expect(result.current.toggle).toBe(first.toggle);
    expect(result.current.pressEscape).toBe(first.pressEscape);

    // The function from the first render acts on the open menu: Escape closes it and gives its button the focus.
    act(() => first.pressEscape());
    expect(result.current.view).toEqual({ isOpen: false });
    expect(focusTrigger).toHaveBeenCalledOnce();
  });
});
