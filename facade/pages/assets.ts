import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * The one shared stylesheet, served at /assets/site.css. Small, mobile-first, system fonts,
 * colours chosen for WCAG AA contrast (text 4.5:1 or more), a visible focus ring everywhere.
 */
export const SITE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:#1a1a1a;background:#fff}
a{color:#0a4fb3;text-underline-offset:2px}
a:hover{color:#06357a}
:focus-visible{outline:3px solid #b45309;outline-offset:2px;border-radius:2px}
.skip{position:absolute;left:-9999px;top:0;background:#1a1a1a;color:#fff;padding:.5rem 1rem;z-index:10}
.skip:focus{left:.5rem;top:.5rem;color:#fff}
header.site{background:#10223d;color:#fff}
header.site a{color:#fff}
.bar{max-width:72rem;margin:0 auto;padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
.brand{font-weight:700;font-size:1.1rem;text-decoration:none;margin-right:auto}
nav.main ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav.main a{display:inline-block;padding:.35rem 0}
header.site :focus-visible{outline-color:#fbbf24}
form.search-bar{display:flex;gap:.5rem;width:100%;max-width:72rem;margin:0 auto;padding:0 1rem .75rem}
form.search-bar input{flex:1;min-width:0}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:1.75rem 0 .75rem}
.muted{color:#4a4a4a}
.note{border-left:4px solid #1d4ed8;background:#eef3fb;padding:.5rem .75rem;margin:1rem 0}
.note.warn{border-color:#b45309;background:#fdf3e7}
.note.error{border-color:#b91c1c;background:#fdecec}
.price{white-space:nowrap;font-variant-numeric:tabular-nums}
.big{font-size:1.5rem;font-weight:700}
.badge{display:inline-block;padding:.05rem .5rem;border-radius:1rem;font-size:.875rem;white-space:nowrap}
.ok{background:#dcfce7;color:#14532d}
.bad{background:#fee2e2;color:#7f1d1d}
.warnb{background:#fef3c7;color:#713f12}
.table-wrap{overflow-x:auto;margin:0 0 1rem}
table{border-collapse:collapse;width:100%;min-width:20rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border-bottom:1px solid #d0d0d0;padding:.5rem;text-align:left;vertical-align:top;overflow-wrap:break-word}
.cell-label{display:none}
thead th{background:#f1f3f6}
tbody th{font-weight:600}
td.num,th.num{text-align:right}
tr:target{background:#fff4cc}
tfoot th,tfoot td{border-top:2px solid #1a1a1a;font-weight:700}
ul.cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:.75rem}
ul.cards li{border:1px solid #d0d0d0;border-radius:.5rem;padding:.75rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
label.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
input,select,textarea,button{font:inherit}
input[type=text],input[type=search],input[type=number],select,textarea{width:100%;max-width:32rem;padding:.5rem;border:1px solid #6b6b6b;border-radius:.25rem;background:#fff;color:#1a1a1a}
input[type=checkbox]{width:1.25rem;height:1.25rem}
button,.button{display:inline-block;background:#0a4fb3;color:#fff;border:0;border-radius:.25rem;padding:.55rem 1rem;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#06357a;color:#fff}
.help{font-size:.875rem;color:#4a4a4a;margin:.25rem 0 0}
.help.field-error{color:#9b1c1c}
[aria-invalid=true]{border-color:#9b1c1c;border-width:2px}
fieldset{border:1px solid #d0d0d0;border-radius:.5rem;margin:1rem 0;padding:.5rem 1rem 1rem}
legend{font-weight:600;padding:0 .25rem}
nav.crumbs ol{list-style:none;margin:0 0 .5rem;padding:0;display:flex;flex-wrap:wrap;gap:.25rem;font-size:.875rem;color:#4a4a4a}
nav.crumbs li+li::before{content:"";display:inline-block;width:.35em;height:.35em;border-top:1px solid;border-right:1px solid;transform:rotate(45deg);margin:0 .45em .1em .15em}
nav.pages ul{list-style:none;padding:0;display:flex;gap:1rem;flex-wrap:wrap}
footer.site{border-top:1px solid #d0d0d0;margin-top:2rem}
footer.site .inner{max-width:72rem;margin:0 auto;padding:1rem;font-size:.875rem;color:#4a4a4a}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:40rem){
h1{font-size:1.35rem}
th,td{padding:.4rem}
table.stack,table.stack>tbody,table.stack>tfoot,table.stack tr,table.stack th,table.stack td,table.stack>caption{display:block}
table.stack{min-width:0}
table.stack>thead{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
table.stack>tbody>tr{border:1px solid #d0d0d0;border-radius:.5rem;margin:0 0 .75rem;padding:.4rem .75rem}
table.stack th,table.stack td{border:0;padding:.2rem 0;text-align:left}
table.stack>tbody th{font-size:1.05rem;padding-bottom:.35rem;margin-bottom:.25rem;border-bottom:1px solid #e3e3e3}
table.stack>tbody td{display:grid;grid-template-columns:minmax(5.5rem,38%) minmax(0,1fr);gap:.75rem}
table.stack .cell-label{display:block;font-weight:600;color:#4a4a4a}
table.stack>tfoot>tr{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;border-top:2px solid #1a1a1a;padding:.5rem .75rem}
table.stack>tfoot td:empty{display:none}
}
@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important}}
`;

/** A short content hash: the `?v=` that makes an asset URL safe to cache forever. */
export const assetVersion = (bytes: string | Buffer) => crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12);

export const SITE_CSS_VERSION = assetVersion(SITE_CSS);

/**
 * Serves a fixed asset: cached for a year when asked for by its current `?v=` (pages link it
 * that way), for a day otherwise; revalidated by its ETag. `version` null: never immutable.
 */
export function assetRoute(type: string, body: string | Buffer, etag: string, version: string | null): RequestHandler {
  return (req, res) => {
    const immutable = version !== null && req.query.v === version;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(body);
  };
}

export const siteCssRoute = assetRoute('text/css; charset=utf-8', SITE_CSS, `"css-${SITE_CSS_VERSION}"`, SITE_CSS_VERSION);
