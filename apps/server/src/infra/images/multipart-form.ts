import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@portal/contract';
import { AppError } from '../../core/errors.js';

export interface MultipartForm {
  fields: Record<string, unknown>;
  /** The files of each accepted file field, in the order they were sent. */
  files: Map<string, Buffer[]>;
}

/**
 * A form with images: multipart (fields and files, read into memory within the multipart
 * plugin's limits) or a JSON / urlencoded body without files. Repeated fields become arrays;
 * `name[]` counts as `name`. Files under other names than `fileFields` are ignored.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  /** What more files than the form takes is answered with (the menu's wording by default). */
  tooManyFiles: ErrorCode = 'TOO_MANY_IMAGES',
): Promise<MultipartForm> {
  const files = new Map<string, Buffer[]>();
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}, files };
  }
  const fields = new Map<string, unknown>();
  // A refusal of a file (too large, one too many) is reported under the field it was sent in.
  let fileField = fileFields[0] ?? 'file_name';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const field = part.fieldname.replace(/\[\]$/, '');
        if (fileFields.includes(field)) fileField = field;
        const content = await part.toBuffer();
        // A file input left empty still sends a part, without a name or content.
        if (!fileFields.includes(field) || (content.length === 0 && !part.filename)) continue;
        files.set(field, [...(files.get(field) ?? []), content]);
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        const previous = fields.get(name);
        fields.set(
          name,
          previous === undefined
            ? part.value
            : Array.isArray(previous)
              ? [...previous, part.value]
              : [previous, part.value],
        );
      }
    }
  } catch (error) {
    throw multipartFailure(error, fileField, tooManyFiles);
  }
  return { fields: Object.fromEntries(fields), files };
}

function multipartFailure(error: unknown, field: string, tooManyFiles: ErrorCode): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('IMAGE_TOO_LARGE', { field, httpStatus: 413 });
    case 'FST_FILES_LIMIT':
      return new AppError(tooManyFiles, { field });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', { httpStatus: 413 });
    default:
      // Malformed multipart bodies are the client's fault, never a 5xx.
      return new AppError('VALIDATION', { httpStatus: 400 });
  }
}
