#!/usr/bin/env node
// Runs axe-core over every HTML file under a directory, in Debian's headless chromium,
// and fails on any accessibility violation or any request that leaves the directory.
//
// Usage: node tests/accessibility/axe.mjs DIR [--json OUT]
//   DIR         every *.html under it (recursively, sorted) is opened as a file:// URL,
//               one after the other in a tab per core (1000x1200 viewport).
//   --json OUT  writes every page's whole axe result (and its blocked or failed
//               requests) to OUT as JSON.
// Prints one line per violation and node, `file: rule-id (impact) help — target — html`,
// then `N pages, M violations`. Exit status: 0 no violation, 1 some, 2 the rig failed
// (no chromium, DIR missing or without pages, a page that does not load, axe throwing).
// Rules: axe's default set (WCAG 2.0/2.1/2.2 A and AA and best practices), none off.
// Besides axe's rules it reports, as violations:
//   rig/outside-request  the page asked for something outside DIR (http(s), any other
//                        scheme, a file:// elsewhere): a letter or page must be whole
//                        by itself; the request is blocked, never sent.
//   rig/missing-resource a file:// inside DIR that does not load (a broken image, CSS).
//   rig/page-error       the page's own script threw.
// Needs tests/accessibility/install first (chromium, node_modules). CHROMIUM overrides
// the browser's path (default /usr/bin/chromium).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The rig's own failures: whatever throws one ends the run with exit status 2.
class RigFailure extends Error {}

function fail(message) {
    throw new RigFailure(message);
}

// Any error, foreseen or not, is the rig's failure (2), never a finding (1): node's own
// exit status for an uncaught error would read as "violations found".
process.exitCode = await main().catch((e) => {
    console.error(`axe.mjs: ${e instanceof RigFailure ? e.message : e.stack}`);
    return 2;
});

async function main() {
    const { dir, json } = parseArgs(process.argv.slice(2));
    let root;
    try {
        root = realpathSync(dir);
    } catch (e) {
        fail(`${dir}: ${e.message}`);
    }
    if (!statSync(root).isDirectory()) fail(`${dir} is not a directory`);
    const pages = htmlFiles(root);
    // No page is no test: the generator wrote nothing, which must not pass silently.
    if (pages.length === 0) fail(`no *.html under ${dir}`);

    // Loaded here, not imported at the top, so that a missing node_modules is the rig's
    // failure (2) with a hint, not node's own exit status.
    let chromium, axePath;
    try {
        ({ chromium } = await import('playwright-core'));
        axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    } catch (e) {
        fail(`${oneLine(e.message, 300)} (run tests/accessibility/install)`);
    }
    const browserPath = process.env.CHROMIUM || '/usr/bin/chromium';
    let browser;
    try {
        browser = await chromium.launch({
            executablePath: browserPath,
            // The machine's network is closed: background services would only fail and
            // retry. File access lets axe fetch the pages' own stylesheets (its CSSOM
            // rule fails on file:// otherwise); routing still keeps requests inside DIR.
            args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-quic',
                '--no-first-run',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--allow-file-access-from-files',
            ],
        });
    } catch (e) {
        fail(`cannot start ${browserPath} (run tests/accessibility/install): ${oneLine(e.message, 500)}`);
    }

    const results = new Array(pages.length);
    try {
        // One context and one tab per lane, each page a navigation in it: a context of
        // its own per page cost chromium a new renderer (about 300 ms) every time, and
        // the pages are static files that keep no state between them. One lane per core,
        // results kept in file order.
        let next = 0;
        const lane = async () => {
            const tab = await openTab(browser, root, axePath);
            try {
                while (next < pages.length) {
                    const i = next++;
                    results[i] = await checkPage(tab, root, pages[i]);
                }
            } finally {
                await tab.context.close();
            }
        };
        const lanes = Math.max(1, Math.min(availableParallelism(), 4, pages.length));
        await Promise.all(Array.from({ length: lanes }, lane));
    } finally {
        await browser.close();
    }

    let violations = 0;
    for (const page of results) {
        for (const f of page.findings) {
            // An inlined picture's bytes say nothing to a reader: keep its type only.
            const html = f.html ? ` — ${oneLine(f.html.replace(/(data:[^,"']*,)[^"'\s]{16,}/g, '$1…'))}` : '';
            console.log(`${page.file}: ${f.rule} (${f.impact}) ${f.help} — ${f.target}${html}`);
        }
        violations += page.findings.length;
    }
    if (json) {
        const axeVersion = results[0].axe.testEngine?.version;
        writeFileSync(json, JSON.stringify({ dir: root, axeVersion, browser: browserPath, pages: results }, null, 2));
    }
    console.log(`${pages.length} pages, ${violations} violations`);
    return violations === 0 ? 0 : 1;
}

// A tab that blocks every request leaving DIR and has axe injected before each page's
// own scripts, in every frame, past any CSP. What a page asks for is recorded in `seen`,
// which checkPage empties before each page.
async function openTab(browser, root, axePath) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 1200 } });
    const seen = { url: null, outside: new Set(), missing: new Set(), pageErrors: [] };
    await context.addInitScript({ path: axePath });
    // Routing sees http(s) and file:// requests; a scheme chromium cannot load (cid:)
    // never reaches it, so the 'request' event records those too.
    await context.route('**/*', (route) => {
        const requested = route.request().url();
        if (insideDir(requested, root)) return route.continue();
        seen.outside.add(requested);
        return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    page.on('request', (request) => {
        if (!insideDir(request.url(), root)) seen.outside.add(request.url());
    });
    page.on('requestfailed', (request) => {
        const failed = request.url();
        if (failed.startsWith('file:') && insideDir(failed, root) && failed !== seen.url) {
            seen.missing.add(`${failed} (${request.failure()?.errorText})`);
        }
    });
    page.on('pageerror', (error) => seen.pageErrors.push(oneLine(error.message, 300)));
    return { context, page, seen };
}

// Opens one page in `tab`, runs axe over it and lists what it found.
async function checkPage(tab, root, file) {
    const name = relative(root, file);
    const url = pathToFileURL(file).href;
    const { page, seen } = tab;
    seen.url = url;
    seen.outside = new Set();
    seen.missing = new Set();
    seen.pageErrors = [];
    try {
        await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    } catch (e) {
        fail(`${name}: does not load: ${oneLine(e.message, 300)}`);
    }
    let result;
    try {
        // axe's defaults: every rule it enables unless told otherwise, none switched off.
        result = await page.evaluate(async () => {
            if (typeof window.axe === 'undefined') throw new Error('axe-core was not injected');
            return await window.axe.run(document);
        });
    } catch (e) {
        fail(`${name}: axe failed: ${oneLine(e.message, 500)}`);
    }
    // Requests of this page only: a late one of the page before would have landed in the
    // sets it had.
    const { outside, missing, pageErrors } = seen;

    const findings = [];
    for (const rule of result.violations) {
        for (const node of rule.nodes) {
            findings.push({
                rule: rule.id,
                impact: node.impact ?? rule.impact,
                help: rule.help,
                // A node inside a frame has one selector per frame on the way.
                target: node.target.flat().join(' >> '),
                html: node.html,
            });
        }
    }
    const rig = (rule, impact, help, targets) => {
        for (const target of [...targets].sort()) findings.push({ rule, impact, help, target, html: '' });
    };
    rig('rig/outside-request', 'critical', 'Pages must not load anything from outside their directory', outside);
    rig('rig/missing-resource', 'serious', 'Resources the page names must load', missing);
    rig('rig/page-error', 'serious', "The page's own script must not throw", pageErrors);
    return {
        file: name,
        findings,
        blocked: [...outside].sort(),
        missing: [...missing].sort(),
        pageErrors,
        axe: result,
    };
}

function parseArgs(argv) {
    let dir = null;
    let json = null;
    for (let i = 0; i < argv.length; i++) {
        if (argv[i] === '--json') {
            json = argv[++i] ?? fail('--json needs a file name');
        } else if (argv[i].startsWith('-') || dir !== null) {
            fail(`unexpected argument ${argv[i]}; usage: axe.mjs DIR [--json OUT]`);
        } else {
            dir = argv[i];
        }
    }
    if (dir === null) fail('usage: axe.mjs DIR [--json OUT]');
    return { dir, json };
}

function htmlFiles(dir) {
    const found = [];
    const walk = (d) => {
        for (const entry of readdirSync(d, { withFileTypes: true })) {
            const path = join(d, entry.name);
            if (entry.isDirectory()) walk(path);
            else if (entry.name.endsWith('.html')) found.push(path);
        }
    };
    walk(dir);
    // Plain code-unit order, not the locale's: the same listing on every machine.
    return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// Whether a request stays inside DIR. data:, blob: and about: carry their content in
// the page itself; anything with a host, or another scheme (cid: a letter forgot to
// inline), is outside.
function insideDir(url, root) {
    const scheme = url.slice(0, url.indexOf(':') + 1);
    if (scheme === 'data:' || scheme === 'blob:' || scheme === 'about:') return true;
    if (scheme !== 'file:') return false;
    let path;
    try {
        path = fileURLToPath(url);
    } catch {
        return false; // file://host/… is not a local file
    }
    return path === root || path.startsWith(root + sep);
}

// One line a developer can act on: the HTML squeezed onto one line and cut short.
function oneLine(text, max = 200) {
    // Playwright colours its call logs; a log file wants the words only.
    const flat = String(text).replace(/\x1b\[[0-9;]*m/g, '').replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
