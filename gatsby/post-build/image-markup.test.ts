import { fixImageMarkup, imageMarkup, imageMarkupProblem } from "./image-markup";
import { keepLastSwapScript, swapScript } from "./swap-script";

// Markup as gatsby-plugin-image 3 writes it for a lazy constrained image with a WebP source.
const LAZY =
  '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper gatsby-image-wrapper-constrained">' +
  '<div style="max-width:800px;display:block"><img alt="" role="presentation" aria-hidden="true" ' +
  "src=\"data:image/svg+xml;charset=utf-8,%3Csvg%20height='450'%20width='800'%3E%3C/svg%3E\" " +
  'style="max-width:100%;display:block;position:static"/></div>' +
  '<div aria-hidden="true" data-placeholder-image="" style="opacity:1"></div>' +
  '<picture><source type="image/webp" data-srcset="/static/a/400/x.webp 400w,/static/a/800/x.webp 800w" sizes="(min-width: 800px) 800px, 100vw"/>' +
  '<img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" sizes="(min-width: 800px) 800px, 100vw" ' +
  'decoding="async" loading="lazy" data-src="/static/a/800/x.jpg" data-srcset="/static/a/400/x.jpg 400w,/static/a/800/x.jpg 800w" alt="A photo"/></picture>' +
  '<noscript><picture><source type="image/webp" srcSet="/static/a/400/x.webp 400w" sizes="100vw"/>' +
  '<img data-gatsby-image-ssr="" data-main-image="" loading="lazy" src="/static/a/800/x.jpg" srcSet="/static/a/400/x.jpg 400w" alt="A photo"/></picture></noscript>' +
  '<script type="module">const t=document.querySelectorAll("img[data-main-image]");</script></div>';

describe("fixImageMarkup", () => {
  const fixed = fixImageMarkup(LAZY);

  it("moves the lazy image's addresses into src and srcset and keeps it lazy", () => {
    expect(fixed).toContain(
      'loading="lazy" src="/static/a/800/x.jpg" srcset="/static/a/400/x.jpg 400w,/static/a/800/x.jpg 800w" alt="A photo"',
    );
    expect(fixed).toContain('<source type="image/webp" srcset="/static/a/400/x.webp 400w,/static/a/800/x.webp 800w"');
    expect(fixed).not.toMatch(/data-src(set)?=/);
  });

  it("drops role from the placeholder sizer and leaves everything else as it was", () => {
    expect(fixed).toContain('<img alt="" aria-hidden="true" src="data:image/svg+xml');
    expect(fixed).not.toContain('role="presentation"');
    // Only those attributes changed: the inline script (hashed into the CSP later) and the
    // noscript fallback are byte for byte the same.
    const undo = fixed
      .replace(/<source type="image\/webp" srcset=/, '<source type="image/webp" data-srcset=')
      .replace(' src="/static/a/800/x.jpg" srcset=', ' data-src="/static/a/800/x.jpg" data-srcset=')
      .replace('<img alt="" aria-hidden', '<img alt="" role="presentation" aria-hidden');
    expect(undo).toBe(LAZY);
  });

  it("is idempotent and leaves images that are not gatsby-plugin-image's alone", () => {
    expect(fixImageMarkup(fixed)).toBe(fixed);
    const other =
      '<picture><source data-srcset="/a.webp"/><img data-src="/a.jpg" alt="x"/></picture><img data-src="/b.jpg" alt="">';
    expect(fixImageMarkup(other)).toBe(other);
  });

  it("never overwrites an image that already has src (eager images)", () => {
    const eager =
      '<img data-gatsby-image-ssr="" data-main-image="" loading="eager" src="/a.jpg" data-src="/b.jpg" alt="x"/>';
    expect(fixImageMarkup(eager)).toBe(eager);
  });
});

describe("imageMarkup (the pipeline's rewrite)", () => {
  const page = { file: "about/index.html", fragment: false };

  it("rewrites pages with gatsby-plugin-image markup and leaves the others alone", () => {
    expect(imageMarkup.apply(LAZY, page)).toBe(fixImageMarkup(LAZY));
    expect(imageMarkup.apply("<p>No images</p>", page)).toBe("<p>No images</p>");
    expect(imageMarkupProblem(fixImageMarkup(LAZY))).toBeUndefined();
  });

  it("fails, naming the rewrite, the file and the pattern, when the plugin's markup is not what it knows", () => {
    const renamed = LAZY.replace(/data-src=/g, "data-lazy-src=");
    expect(() => imageMarkup.apply(renamed, page)).toThrow(
      /post-build rewrite "image-markup" on public\/about\/index\.html: an <img data-main-image> has no src/,
    );
    const noMain = LAZY.replace(/ data-main-image=""/g, "");
    expect(() => imageMarkup.apply(noMain, page)).toThrow(
      /1 data-gatsby-image-wrapper elements but 0 <img data-main-image>/,
    );
    const reordered = LAZY.replace('role="presentation" aria-hidden="true"', 'aria-hidden="true" role="presentation"');
    expect(() => imageMarkup.apply(reordered, page)).toThrow(/sizer keeps role="presentation"/);
  });
});

describe("keepLastSwapScript and swapScript", () => {
  const swap = (n: number) =>
    `<script type="module">const t=1;if(t){const t=document.querySelectorAll("img[data-main-image]");/*${n}*/}</script>`;
  const same = `<script type="module">const t=1;if(t){const t=document.querySelectorAll("img[data-main-image]");}</script>`;
  const listener = '<script type="module">document.body.addEventListener("load",f,!0)</script>';

  it("keeps only the last of identical copies and leaves other scripts alone", () => {
    const html = `<head>${listener}</head><body><p>a</p>${same}<p>b</p>${same}<p>c</p>${same}</body>`;
    expect(keepLastSwapScript(html)).toBe(`<head>${listener}</head><body><p>a</p><p>b</p><p>c</p>${same}</body>`);
  });

  it("changes nothing when the copies differ or there is one", () => {
    const differing = `<body>${swap(1)}${swap(2)}</body>`;
    expect(keepLastSwapScript(differing)).toBe(differing);
    expect(keepLastSwapScript(`<body>${same}</body>`)).toBe(`<body>${same}</body>`);
  });

  it("the rewrite fails on an image page without the swap script or with differing copies", () => {
    const page = { file: "our-work/index.html", fragment: false };
    const wrapper = '<div data-gatsby-image-wrapper="">';
    expect(swapScript.apply(`${wrapper}${same}${same}`, page)).toBe(`${wrapper}${same}`);
    expect(swapScript.apply(`<p>no images</p>${same}${same}`, page)).toBe(`<p>no images</p>${same}${same}`);
    expect(() => swapScript.apply(`${wrapper}${listener}`, page)).toThrow(
      /post-build rewrite "swap-script" on public\/our-work\/index\.html: gatsby-plugin-image markup but no swap script/,
    );
    expect(() => swapScript.apply(`${wrapper}${swap(1)}${swap(2)}`, page)).toThrow(/2 copies of the swap script/);
  });
});
