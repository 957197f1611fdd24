/** The envelope every billing-system answer carries: RESPONSEINFO.STATUS.MESSAGE is 'Success' or 'Failed'. */
export interface BssResponse {
  RESPONSEINFO: {
    STATUS: { MESSAGE: 'Success' | 'Failed'; CODE: string; DESCRIPTION: string };
    [field: string]: unknown;
  };
}

export function success(fields: Record<string, unknown> = {}): BssResponse {
  return {
    RESPONSEINFO: { STATUS: { MESSAGE: 'Success', CODE: '0000', DESCRIPTION: 'Success' }, ...fields },
  };
}

export function failed(code: string, description: string): BssResponse {
  return { RESPONSEINFO: { STATUS: { MESSAGE: 'Failed', CODE: code, DESCRIPTION: description } } };
}

/** A business answer: the call worked, the HTTP status is 200, and the message says how it went. */
export interface OperationResult {
  status: number;
  body: BssResponse;
}

export const ok = (fields?: Record<string, unknown>): OperationResult => ({
  status: 200,
  body: success(fields),
});
export const refused = (code: string, description: string, status = 200): OperationResult => ({
  status,
  body: failed(code, description),
});
