// One rule for every query string in the API: an empty value (`?page=`) means the parameter was
// not given. SPEC §7 writes its calls that way (`/offers?order=&page=&per_page=10`,
// `/categories?type=`), so each empty parameter is removed before the schema is checked: the
// validator then fills in its default, and an empty *required* parameter is reported as empty.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SchemaIssue } from '../lib/validation-messages';

// The names removed from each request's query, so the error handler can say "está vacío" rather
// than "falta" for a required one.
const emptied = new WeakMap<FastifyRequest, ReadonlySet<string>>();

/**
 * Removes every empty value from a parsed query string, in place, and returns the names that were
 * removed. A repeated parameter (`?a=&a=x`) keeps its non-empty values; when none is left the
 * parameter goes too.
 */
export function dropEmptyQueryValues(query: Record<string, unknown>): Set<string> {
  const removed = new Set<string>();
  for (const [name, value] of Object.entries(query)) {
    if (value === '') {
      delete query[name];
      removed.add(name);
    } else if (Array.isArray(value) && value.includes('')) {
      const kept = value.filter((item) => item !== '');
      if (kept.length === 0) {
        delete query[name];
        removed.add(name);
      } else {
        query[name] = kept;
      }
    }
  }
  return removed;
}

/**
 * The Spanish message for a validation issue caused by an emptied required parameter
 * (`?id=` on a call that needs an id), or null when the issue is something else.
 */
export function emptyQueryMessage(request: FastifyRequest, issue: SchemaIssue, context: string | undefined): string | null {
  if (context !== 'querystring' || issue.keyword !== 'required' || issue.instancePath !== '') return null;
  const name = String(issue.params.missingProperty);
  return emptied.get(request)?.has(name) ? `El campo «${name}» de la consulta no puede estar vacío.` : null;
}

export default fp(
  async (app) => {
    // preValidation runs for every route right before its schema is checked. Routes without a
    // query schema (static files, the shell's pages) keep their query as it came.
    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.schema?.querystring) return;
      const query: unknown = request.query;
      if (typeof query !== 'object' || query === null) return;
      const removed = dropEmptyQueryValues(query as Record<string, unknown>);
      if (removed.size > 0) emptied.set(request, removed);
    });
  },
  { name: 'empty-query' },
);
