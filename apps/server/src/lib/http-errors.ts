/**
 * An error the client caused or may see: its message is shown to the user as it is. `fields` go
 * into the body beside `error`: messages per field (lists), or a plain value the client acts on.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[] | string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const badRequest = (message: string, fields?: Record<string, string[]>) => new HttpError(400, message, fields);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const conflict = (message: string, fields?: Record<string, string[] | string>) => new HttpError(409, message, fields);
