import { describe, expect, it } from 'vitest';
import { listen } from './listen.ts';

describe('listen', () => {
  it('calls each handler for its own event until the returned function removes them all', () => {
    const target = new EventTarget();
    const heard: string[] = [];
    const stop = listen(target, { pause: () => heard.push('pause'), ended: () => heard.push('ended') });
    target.dispatchEvent(new Event('ended'));
    target.dispatchEvent(new Event('pause'));
    target.dispatchEvent(new Event('playing'));
    stop();
    target.dispatchEvent(new Event('pause'));
    expect(heard).toEqual(['ended', 'pause']);
  });

  it('lets one handler answer several events', () => {
    const target = new EventTarget();
    let calls = 0;
    const save = () => {
      calls += 1;
    };
    const stop = listen(target, { pause: save, ended: save });
    target.dispatchEvent(new Event('pause'));
    target.dispatchEvent(new Event('ended'));
    stop();
    target.dispatchEvent(new Event('ended'));
    expect(calls).toBe(2);
  });
});
