/**
 * Code that cannot be fetched (the connection dropped) does not stick: a part of the page keeps
 * what it showed meanwhile and arrives once its code can be fetched again; code loaded once for
 * everyone (the HTTP client's endpoint table) is fetched again by the next caller. And a press on
 * a link of a prerendered part that has not hydrated yet is kept for the app instead of loading
 * the whole document again.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/loading/lazyPart';
import { holdLinkPressesUntilHydrated } from '../../src/loading/heldLinkPresses';
import { HydrateWhenNear } from '../../src/loading/HydrateWhenNear';
import { onceUnlessFailed } from '../../src/loading/onceUnlessFailed';

class CrashShown extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  render() {
    return this.state.crashed ? <p>Something went wrong!</p> : this.props.children;
  }
}

const chunkUnreachable = () => new TypeError('Failed to fetch dynamically imported module: /assets/Footer.js');

/** Lets what `happen` starts (a fetch, React's render once it has come) run to its end. */
async function settle(happen: () => void = () => {}) {
  await act(async () => {
    happen();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a part whose code cannot be fetched', () => {
  it('keeps its place instead of the app\'s error page, and arrives once the browser is back online', async () => {
    const load = vi.fn<() => Promise<() => ReactNode>>().mockRejectedValueOnce(chunkUnreachable()).mockResolvedValue(() => <p>The footer</p>);
    const Part = lazyPart(load);
    await settle(() =>
      render(
        <CrashShown>
          <Suspense fallback={<p>Its place</p>}>
            <Part />
          </Suspense>
        </CrashShown>,
      ),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Its place')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();

    await settle(() => window.dispatchEvent(new Event('online')));
    expect(screen.getByText('The footer')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched again at the visitor\'s next key', async () => {
    const load = vi.fn<() => Promise<() => ReactNode>>().mockRejectedValueOnce(chunkUnreachable()).mockResolvedValue(() => <p>The menu</p>);
    const Part = lazyPart(load);
    await settle(() =>
      render(
        <Suspense fallback={<p>Its place</p>}>
          <Part />
        </Suspense>,
      ),
    );
    expect(screen.getByText('Its place')).toBeInTheDocument();
    await settle(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(screen.getByText('The menu')).toBeInTheDocument();
  });

  it('loaded ahead, says it failed, and the next load fetches it again', async () => {
    const load = vi.fn<() => Promise<() => ReactNode>>().mockRejectedValueOnce(chunkUnreachable()).mockResolvedValue(() => <p>The banner</p>);
    const Part = lazyPart(load);
    await expect(Part.load()).rejects.toThrow(TypeError);
    await Part.load();
    // Loaded ahead: it renders at once.
    render(<Part />);
    expect(screen.getByText('The banner')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('code loaded once for every caller', () => {
  it('is kept once it has come, and fetched again by the next caller when it could not be', async () => {
    const fetchTable = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkUnreachable()).mockResolvedValue('the table');
    const table = onceUnlessFailed(fetchTable);
    // Nothing is held before the first call, nor once the fetch failed.
    expect(table.held()).toBeUndefined();
    await expect(table()).rejects.toThrow(TypeError);
    expect(table.held()).toBeUndefined();
    const arriving = table();
    expect(table.held()).toBe(arriving);
    await expect(arriving).resolves.toBe('the table');
    await expect(table()).resolves.toBe('the table');
    expect(fetchTable).toHaveBeenCalledTimes(2);
  });
});

/** A prerendered part, by its id, with one link; returns the link. */
function prerenderedPart(id: string): HTMLAnchorElement {
  const part = document.createElement('footer');
  part.id = id;
  part.innerHTML = '<a href="/faq">Faq</a>';
  document.body.append(part);
  return part.querySelector('a')!;
}

/** Each click the link receives, and whether it was held back from the browser by then. */
function pressesOn(link: HTMLAnchorElement) {
  const presses: { held: boolean }[] = [];
  link.addEventListener('click', (event) => {
    presses.push({ held: event.defaultPrevented });
    // As the app's Link does: the page changes inside the app (jsdom cannot load a document).
    event.preventDefault();
  });
  return presses;
}

describe('a press on a link of a part that has not hydrated', () => {
  it('waits for the part, then is pressed again, for the part to follow', async () => {
    const link = prerenderedPart('held-footer');
    const presses = pressesOn(link);
    const follow = vi.fn();
    const stop = holdLinkPressesUntilHydrated('held-footer', () => Promise.resolve(), follow);
    try {
      link.click();
      expect(presses).toEqual([{ held: true }]);

      // React takes the part over.
      render(<HydrateWhenNear id="held-footer">{null}</HydrateWhenNear>);
      await vi.waitFor(() => expect(presses).toEqual([{ held: true }, { held: false }]));
      expect(follow).not.toHaveBeenCalled();
    } finally {
      stop();
      link.parentElement!.remove();
    }
  });

  it('is followed inside the app when the part\'s code cannot be fetched', async () => {
    const link = prerenderedPart('unreachable-footer');
    const presses = pressesOn(link);
    const follow = vi.fn();
    const stop = holdLinkPressesUntilHydrated('unreachable-footer', () => Promise.reject(chunkUnreachable()), follow);
    try {
      link.click();
      expect(presses).toEqual([{ held: true }]);
      await vi.waitFor(() => expect(follow).toHaveBeenCalledWith('/faq'));
      expect(presses).toHaveLength(1);
    } finally {
      stop();
      link.parentElement!.remove();
    }
  });

  it('is left alone with a modifier key (a new tab) or once the part has hydrated', () => {
    const link = prerenderedPart('hydrated-footer');
    const presses = pressesOn(link);
    const stop = holdLinkPressesUntilHydrated('hydrated-footer', () => Promise.resolve(), vi.fn());
    try {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      render(<HydrateWhenNear id="hydrated-footer">{null}</HydrateWhenNear>);
      link.click();
      expect(presses).toEqual([{ held: false }, { held: false }]);
    } finally {
      stop();
      link.parentElement!.remove();
    }
  });
});
