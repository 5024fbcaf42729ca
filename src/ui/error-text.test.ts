import { describe, expect, it } from 'vitest';
import { describeError, describeErrorCode } from './error-text';

describe('error texts by code', () => {
  it('translates transport kinds and known server codes', () => {
    expect(describeErrorCode('malformed').key).toBe('errors.malformed');
    expect(describeErrorCode('http').key).toBe('errors.system_error');
    expect(describeErrorCode('modify.new.old.same', 'ignored').key).toBe('errors.same_password');
  });

  it("shows the server's text for a code it has no translation of, else the unknown text", () => {
    expect(describeErrorCode('odd.code', 'Something odd')).toEqual({ key: null, raw: 'Something odd' });
    expect(describeErrorCode('odd.code')).toEqual({ key: 'errors.unknown', raw: null });
    expect(describeErrorCode('toString')).toEqual({ key: 'errors.unknown', raw: null });
  });

  it('reads the code and server text of any thrown value that carries them', () => {
    expect(describeError({ code: 'offline', serverMessage: null })).toEqual({ key: 'errors.no_internet', raw: null });
    expect(describeError({ code: 'odd.code', serverMessage: 'Something odd' })).toEqual({ key: null, raw: 'Something odd' });
    expect(describeError(new TypeError('boom'))).toEqual({ key: 'errors.unknown', raw: null });
    expect(describeError(Object.assign(new Error('x'), { code: 11 }))).toEqual({ key: 'errors.unknown', raw: null });
  });
});
