import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@app/platform/afterNextPaint';

/**
 * A list's new query waits for the tap's paint (issue 27's INP): nothing runs inside the tap's
 * handler, the work runs in a task after the next frame, and at once where no frame will come.
 */
describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs the work after the next frame, in a task of its own, not in the handler', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame's callbacks ran (the paint follows them); the work is the task after it.
    expect(work).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs at once in a hidden tab, where frames are not drawn', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs at once where there is no requestAnimationFrame', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).toHaveBeenCalledOnce();
  });
});
