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
    const rect = (top: number) => () => ({ top }) as DOMRect;
    document.getElementById("above")!.getBoundingClientRect = rect(100);
    document.getElementById("below")!.getBoundingClientRect = rect(5000);
  });

  it("hides only what starts below the fold, reveals it on entry and hides it again when scrolled back", () => {
    setupReveal();
    const above = document.getElementById("above")!;
    const below = document.getElementById("below")!;
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

  it("does nothing under reduced motion", () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    setupReveal();
    expect(document.getElementById("below")!.dataset.reveal).toBe("");
  });
});
