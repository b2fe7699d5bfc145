import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the query client', () => {
  it('sends a change at once when offline and lets it fail, instead of holding it to replay later', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    let sent = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        sent += 1;
        throw new TypeError('Failed to fetch');
      },
    });

    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    expect(sent).toBe(1);
    expect(mutation.state.isPaused).toBe(false);
  });
});
