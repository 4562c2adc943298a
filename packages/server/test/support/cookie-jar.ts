import type { LightMyRequestResponse } from 'fastify';

type StoredCookie = { value: string; path: string };

/**
 * What a browser keeps of the cookies the server sets: each by name, with its raw value and path,
 * sent back only to paths under that path, gone when set to expire. Enough for one origin.
 */
export type CookieJar = {
  /** Keeps (or drops) what the answer's Set-Cookie headers say. */
  take(response: LightMyRequestResponse): void;
  /** The Cookie header a browser would send to `path`, or undefined when none applies. */
  header(path: string): string | undefined;
  /** The raw value kept under `name`. */
  get(name: string): string | undefined;
  set(name: string, value: string, path: string): void;
};

export function cookieJar(): CookieJar {
  const cookies = new Map<string, StoredCookie>();
  return {
    take(response) {
      const headers = response.headers['set-cookie'];
      const lines = headers === undefined ? [] : Array.isArray(headers) ? headers : [String(headers)];
      for (const line of lines) {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const equals = pair.indexOf('=');
        const name = pair.slice(0, equals);
        const value = pair.slice(equals + 1);
        const attribute = (key: string) =>
          attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
        const maxAge = attribute('max-age');
        const expires = attribute('expires');
        const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
        if (gone) cookies.delete(name);
        else cookies.set(name, { value, path: attribute('path') ?? '/' });
      }
    },
    header(path) {
      const sent = [...cookies].filter(([, cookie]) => path === cookie.path || path.startsWith(`${cookie.path.replace(/\/$/, '')}/`));
      return sent.length === 0 ? undefined : sent.map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
    },
    get(name) {
      return cookies.get(name)?.value;
    },
    set(name, value, path) {
      cookies.set(name, { value, path });
    },
  };
}
