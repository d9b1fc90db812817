// A standard error SDK (Sentry's, with `tunnel: '/monitoring'`) posts envelopes: newline-delimited
// JSON — an envelope header, then for each item an item header and its payload (`length` bytes when
// the header gives a length, else up to the next newline). Only `event` items carry errors; sessions,
// client reports and the rest are read past.
import { MonitoringReason, MonitoringReport, type RemoteEntry } from '@gangazo/contracts';
import { Value } from '@sinclair/typebox/value';
import { ValidationError } from '../../errors';

const MAX_ITEMS = 20;
const TOP_FRAMES = 8;

interface SentryFrame {
  filename?: unknown;
  function?: unknown;
  lineno?: unknown;
  colno?: unknown;
}
interface SentryException {
  type?: unknown;
  value?: unknown;
  stacktrace?: { frames?: unknown };
}
interface SentryEvent {
  level?: unknown;
  release?: unknown;
  message?: unknown;
  tags?: unknown;
  request?: { url?: unknown };
  exception?: { values?: unknown };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** The envelope's event payloads; a body that is not an envelope is a Spanish 400. */
export function envelopeEvents(body: string): SentryEvent[] {
  const bytes = Buffer.from(body, 'utf8');
  let position = 0;
  const readLine = (): string => {
    const end = bytes.indexOf(0x0a, position);
    const line = bytes.subarray(position, end === -1 ? bytes.length : end).toString('utf8');
    position = end === -1 ? bytes.length : end + 1;
    return line;
  };
  const parse = (line: string, what: string): unknown => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw ValidationError(`El sobre de errores no es válido: ${what} no es JSON.`);
    }
  };
  const header = parse(readLine(), 'la cabecera');
  if (!header || typeof header !== 'object') throw ValidationError('El sobre de errores no es válido: falta la cabecera.');
  const events: SentryEvent[] = [];
  for (let items = 0; position < bytes.length; items++) {
    if (items >= MAX_ITEMS) throw ValidationError(`El sobre de errores trae más de ${MAX_ITEMS} elementos.`);
    const headerLine = readLine();
    if (headerLine.trim() === '') continue;
    const itemHeader = parse(headerLine, 'la cabecera de un elemento') as { type?: unknown; length?: unknown } | null;
    if (!itemHeader || typeof itemHeader !== 'object' || typeof itemHeader.type !== 'string') {
      throw ValidationError('El sobre de errores no es válido: un elemento no dice su tipo.');
    }
    let payload: string;
    if (typeof itemHeader.length === 'number' && Number.isInteger(itemHeader.length) && itemHeader.length >= 0) {
      if (position + itemHeader.length > bytes.length) throw ValidationError('El sobre de errores no es válido: un elemento es más corto de lo que dice.');
      payload = bytes.subarray(position, position + itemHeader.length).toString('utf8');
      position += itemHeader.length;
      if (bytes[position] === 0x0a) position += 1;
    } else {
      payload = readLine();
    }
    if (itemHeader.type === 'event') {
      const event = parse(payload, 'un evento');
      if (event && typeof event === 'object') events.push(event as SentryEvent);
    }
  }
  return events;
}

function framesOf(exception: SentryException | undefined): SentryFrame[] {
  const frames = exception?.stacktrace?.frames;
  // Sentry lists frames oldest first; a stack reads from where it was thrown.
  return Array.isArray(frames) ? (frames.filter((frame) => frame && typeof frame === 'object') as SentryFrame[]).reverse() : [];
}

/** The remote whose folder (its entry's, resolved against the site) holds one of the top frames' files. */
function ownerByFrames(frames: SentryFrame[], remotes: RemoteEntry[], siteUrl: string): RemoteEntry | undefined {
  const folders = remotes.flatMap((remote) => {
    try {
      return [{ remote, folder: new URL('.', new URL(remote.entry, siteUrl)).href }];
    } catch {
      return [];
    }
  });
  for (const frame of frames.slice(0, TOP_FRAMES)) {
    const file = text(frame.filename);
    if (!file) continue;
    const match = folders.filter(({ folder }) => file.startsWith(folder)).sort((a, b) => b.folder.length - a.folder.length)[0];
    if (match) return match.remote;
  }
  return undefined;
}

/**
 * A MonitoringReport for a Sentry event: the part that threw it from its `remote` tag, its release
 * (`coupons@2.3.0`), or the top frames' files against the registry's entries, else `shell`.
 */
export function eventToReport(event: SentryEvent, remotes: RemoteEntry[], siteUrl: string, shellVersion: string): MonitoringReport {
  const values = Array.isArray(event.exception?.values) ? (event.exception.values as SentryException[]) : [];
  // The last value is the exception that was thrown; earlier ones are its causes.
  const exception = values[values.length - 1];
  const frames = framesOf(exception);
  const tags = event.tags && typeof event.tags === 'object' && !Array.isArray(event.tags) ? (event.tags as Record<string, unknown>) : {};
  const [releaseName, releaseVersion] = (text(event.release) ?? '').split('@');
  const named = (name: string | undefined) => remotes.find((remote) => remote.name === name);
  const owner = named(text(tags.remote)) ?? named(releaseName) ?? ownerByFrames(frames, remotes, siteUrl);
  const version = owner ? (owner.name === releaseName && releaseVersion ? releaseVersion : owner.version) : releaseName === 'shell' && releaseVersion ? releaseVersion : shellVersion;
  const rawMessage = typeof event.message === 'object' && event.message ? (event.message as { formatted?: unknown }).formatted : event.message;
  const message =
    [text(exception?.type), text(exception?.value)].filter(Boolean).join(': ') || text(rawMessage) || 'Error sin mensaje';
  const stack = frames
    .map((frame) => `    at ${text(frame.function) ?? '?'} (${text(frame.filename) ?? '?'}:${Number(frame.lineno) || 0}:${Number(frame.colno) || 0})`)
    .join('\n');
  const reason = Value.Check(MonitoringReason, tags.reason) ? tags.reason : 'runtime';
  const url = text(event.request?.url);
  const report: MonitoringReport = {
    source: owner?.name ?? 'shell',
    version: version.slice(0, 64),
    level: event.level === 'warning' ? 'warning' : 'error',
    reason,
    message: message.slice(0, 2000),
    ...(stack ? { stack: `${message}\n${stack}`.slice(0, 20000) } : {}),
    ...(url ? { url: url.slice(0, 2000) } : {}),
  };
  if (!Value.Check(MonitoringReport, report)) throw ValidationError('El evento del sobre de errores no se pudo leer como un reporte.');
  return report;
}
