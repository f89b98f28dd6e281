import { appError } from '../errors';

/** The one media type /graphql reads: anything else (forms, multipart, GraphQL text) is refused unread. */
const JSON_MEDIA_TYPE = 'application/json';

/**
 * What /graphql answers a request it does not take: 405 for any method but POST, and 415 with the
 * catalogued UNSUPPORTED_MEDIA_TYPE error for a body that is not declared as JSON. Null when the
 * request may go on to the GraphQL server.
 */
export function refuseGraphqlRequest(method: string | undefined, contentType: string | null | undefined): Response | null {
  if (method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === JSON_MEDIA_TYPE) return null;
  const error = appError('UNSUPPORTED_MEDIA_TYPE');
  return Response.json({ errors: [{ message: error.message, extensions: error.extensions }] }, { status: 415 });
}
