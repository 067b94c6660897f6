import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenArriving } from './first-screen';
import { queryClient } from './query-client';

describe('firstScreenArriving', () => {
  afterEach(() => {
    queryClient.clear();
    document.body.replaceChildren();
  });

  it('is true while an element marked as the loading screen is on the page', () => {
    const loading = document.createElement('div');
    loading.setAttribute('data-loading-screen', '');
    document.body.append(loading);
    expect(firstScreenArriving()).toBe(true);
    loading.remove();
    expect(firstScreenArriving()).toBe(false);
  });

  it('is true while a read is in flight', async () => {
    let answer = (_: string) => {};
    const read = queryClient.fetchQuery({
      queryKey: ['first-screen-test'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    expect(firstScreenArriving()).toBe(true);
    answer('done');
    await read;
    expect(firstScreenArriving()).toBe(false);
  });
});
