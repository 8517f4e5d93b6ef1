import { setupReveal } from "./reveal";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe("setupReveal", () => {
  let callback: Callback = () => {};
  beforeEach(() => {
    document.body.innerHTML = '<div data-reveal id="above"></div><div data-reveal id="below"></div>';
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: Callback) {
        callback = cb;
      }
      observe() {}
      disconnect() {}
    };
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    // Reading layout while the page hydrates forces a layout: the observer's reports are used.
    for (const el of document.querySelectorAll("[data-reveal]")) {
      (el as HTMLElement).getBoundingClientRect = () => {
        throw new Error("setupReveal must not read layout itself");
      };
    }
  });

  it("hides only what starts below the fold, reveals it on entry and hides it again when scrolled back", () => {
    setupReveal();
    const above = document.getElementById("above")!;
    const below = document.getElementById("below")!;
    // Nothing is hidden before the observer's first report.
    expect(below.dataset.reveal).toBe("");
    callback([
      { target: above, isIntersecting: true, boundingClientRect: { top: 100 } as DOMRect },
      { target: below, isIntersecting: false, boundingClientRect: { top: 5000 } as DOMRect },
    ]);
    expect(above.dataset.reveal).toBe("shown");
    expect(below.dataset.reveal).toBe("pending");
    callback([{ target: below, isIntersecting: true, boundingClientRect: { top: 600 } as DOMRect }]);
    expect(below.dataset.reveal).toBe("shown");
    callback([{ target: below, isIntersecting: false, boundingClientRect: { top: 900 } as DOMRect }]);
    expect(below.dataset.reveal).toBe("pending");
    // Scrolled past it downwards: it stays shown.
    callback([{ target: above, isIntersecting: false, boundingClientRect: { top: -400 } as DOMRect }]);
    expect(above.dataset.reveal).toBe("shown");
  });

  it("leaves an element on screen shown although it sits in the bottom margin that does not count", () => {
    setupReveal();
    const below = document.getElementById("below")!;
    callback([
      { target: below, isIntersecting: false, boundingClientRect: { top: window.innerHeight - 10 } as DOMRect },
    ]);
    expect(below.dataset.reveal).toBe("shown");
    callback([
      { target: below, isIntersecting: false, boundingClientRect: { top: window.innerHeight + 50 } as DOMRect },
    ]);
    expect(below.dataset.reveal).toBe("pending");
  });

  it("does nothing under reduced motion", () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    setupReveal();
    expect(document.getElementById("below")!.dataset.reveal).toBe("");
  });
});
