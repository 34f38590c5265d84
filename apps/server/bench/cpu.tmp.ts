import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { signIn, startBuiltServer } from './lighthouse.ts';

const server = await startBuiltServer();
try {
  const cookies = await signIn(server.origin);
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  const { hostname } = new URL(server.origin);
  await browser.setCookie(...cookies.map((c) => ({ name: c.name, value: c.value, domain: hostname, path: c.path, httpOnly: c.httpOnly })));
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${server.origin}/properties`, { waitUntil: 'networkidle0' });
  console.log('loaded in', Date.now() - t0, 'ms');
  const paints = await page.evaluate(() => performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`));
  console.log(paints);
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync('/tmp/page.cpuprofile', JSON.stringify(profile));
  await browser.close();
} finally {
  await server.stop();
}
