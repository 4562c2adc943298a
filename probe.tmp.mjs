import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext();
c.on('response', r => { if (r.status() >= 400) console.log(r.status(), r.url()); });
const p = await c.newPage();
await p.goto(process.argv[2], { waitUntil: 'networkidle' });
await b.close();
