import { describe, expect, it } from 'vitest';
import { readableLogLine } from '../../src/core/logger.js';

describe('readable console logs', () => {
  it('writes a request as one short line: time, level, method, path, status, duration and request id', () => {
    const time = new Date(2026, 10, 22, 14, 3, 12).getTime();
    const line = readableLogLine(
      JSON.stringify({
        level: 30,
        time,
        pid: 1,
        hostname: 'h',
        reqId: 'req-1',
        statusCode: 200,
        responseTime: 12,
        msg: 'GET /api/health 200 12 ms',
      }),
    );
    expect(line).toBe('14:03:12 INFO  GET /api/health 200 12 ms reqId=req-1');
  });

  it('keeps the other fields of an event as key=value, and an error level stands out', () => {
    const line = readableLogLine(
      JSON.stringify({ level: 50, time: 0, msg: 'hourly SMS budget reached', alert: 'sms-budget', budgetPerHour: 300 }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR hourly SMS budget reached alert=sms-budget budgetPerHour=300$/);
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(readableLogLine('plain text\n')).toBe('plain text');
  });
});
