const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'BR',
  'DIV',
  'EM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'I',
  'IMG',
  'LI',
  'OL',
  'P',
  'SPAN',
  'STRONG',
  'SMALL',
  'SUB',
  'SUP',
  'TABLE',
  'TBODY',
  'TD',
  'TH',
  'THEAD',
  'TR',
  'U',
  'UL',
  'BLOCKQUOTE',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan']);
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
]);

function isSafeUrl(value: string): boolean {
  const trimmed = value.trim().toLowerCase();
  return !/^[a-z][a-z0-9+.-]*:/.test(trimmed) || /^(https?|mailto|tel):/.test(trimmed);
}

function cleanElement(element: Element): void {
  for (const child of [...element.children]) {
    if (DROPPED_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    cleanElement(child);
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attribute of [...child.attributes]) {
      const isAllowed =
        ALLOWED_ATTRIBUTES.has(attribute.name) &&
        (attribute.name !== 'href' && attribute.name !== 'src' ? true : isSafeUrl(attribute.value));
      if (!isAllowed) {
        child.removeAttribute(attribute.name);
      }
    }
    if (child.tagName === 'A') {
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/**
 * Keeps the formatting of operator-written HTML (announcements, promotions, help articles) and removes
 * scripts, event handlers, styles and unsafe links before it is inserted into the page.
 */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanElement(document.body);
  return document.body.innerHTML;
}
