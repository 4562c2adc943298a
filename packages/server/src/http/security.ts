import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type CspDirectives = Record<string, string[]>;

/** No outside origin anywhere: the app, its fonts and its images are all served from here. */
const appDirectives: CspDirectives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  // The one inline script: app/index.html's check that hides a dismissed promo banner before the
  // first paint (app/src/routes/home/promo.ts). Its hash changes with its text.
  'script-src': ["'self'", "'sha256-8eOi7OIPwTuv6lowhu358Upy1JlnPuNNK++v1woJ6M0='"],
  'script-src-attr': ["'none'"],
  // react-hot-toast (fixed by the product owner) injects its CSS through goober as a <style>
  // element, which 'self' alone blocks (8 violations on /subscription-plans in Chromium).
  // Inline CSS cannot run script.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * Storybook's static build boots from inline <script> blocks in index.html and iframe.html
 * (the addon import list, window.FEATURES) whose text changes with every build, so hashes
 * cannot pin them. It is allowed on Storybook's own origin only (storybook-site.ts), which
 * holds no learner's token: on the app's origin any story or addon could read it.
 */
const storybookDirectives: CspDirectives = {
  ...appDirectives,
  'script-src': ["'self'", "'unsafe-inline'"],
};

function pageOptions(directives: CspDirectives): HelmetOptions {
  // useDefaults off: helmet's defaults allow https: fonts and styles from anywhere, and
  // upgrade-insecure-requests breaks plain-HTTP use on a LAN address. Every other header keeps
  // helmet's default.
  return { contentSecurityPolicy: { useDefaults: false, directives } };
}

/**
 * JSON answers are never rendered as pages, so they get the headers OWASP's REST Security Cheat
 * Sheet lists for APIs: nothing may load or frame them, no MIME sniffing, HTTPS only, and no
 * cross-origin reads. The page-only headers would be a third of each answer's bytes.
 */
const apiOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The headers helmet sets for these options. They depend on the options alone, so they are
 * worked out once; @fastify/helmet rebuilds helmet's middleware on every request, which cost
 * about a fifth of this API's throughput in a load test.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet only calls setHeader/removeHeader (no directive here is a per-request function).
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

const pageHeaders = helmetHeaders(pageOptions(appDirectives));
const storybookHeaders = helmetHeaders(pageOptions(storybookDirectives));
const apiHeaders = helmetHeaders(apiOptions);

/** Adds helmet's security headers to every answer: pages, files, api answers and errors. */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });
}

/** The same headers on Storybook's own origin, with the inline scripts its build needs. */
export function addStorybookSecurityHeaders(site: FastifyInstance): void {
  site.addHook('onRequest', (_request, reply, done) => {
    reply.headers(storybookHeaders);
    done();
  });
}
