import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart, lazyBehindGate } from './gated-component';
import { openHydrationGate } from './hydration-gate';

const Part = () => <p>the part</p>;

describe('lazyBehindGate', () => {
  it('does not load the code until the gate opens, then renders it', async () => {
    const load = vi.fn(async () => Part);
    const Gated = lazyBehindGate('test-gate-lazy', load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Gated />
      </Suspense>,
    );
    await act(async () => {});
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => openHydrationGate('test-gate-lazy'));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('deferredPart', () => {
  it('waits for its gate while the code has not come, and is the loaded component once preloaded', async () => {
    const load = vi.fn(async () => Part);
    const part = deferredPart('test-gate-part', load);
    expect(part.isLoaded()).toBe(false);
    const waiting = part.initialComponent();
    expect(waiting).not.toBe(Part);

    await part.preload();
    expect(part.isLoaded()).toBe(true);
    expect(part.initialComponent()).toBe(Part);

    // The waiting instance still renders, from the code already loaded, once its gate opens.
    const Waiting = waiting;
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Waiting />
      </Suspense>,
    );
    await act(async () => openHydrationGate('test-gate-part'));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
