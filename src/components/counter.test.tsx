import { act, render, screen } from "@testing-library/react";
import Counter from "./counter";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback | null = null;
let rootMargin: string | undefined;

beforeEach(() => {
  observed = null;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(cb: Callback, options?: { rootMargin?: string }) {
      observed = cb;
      rootMargin = options?.rootMargin;
    }
    observe() {}
    disconnect() {}
  };
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("Counter", () => {
  it("waits at zero until 85% of the viewport, then counts up to the value once", () => {
    const { container } = render(<Counter value="24/7" duration={1000} />);
    const shown = container.querySelector("[data-counter]");
    expect(shown).toHaveTextContent("0/0");
    expect(rootMargin).toBe("0px 0px -15% 0px");
    expect(screen.getByText("24/7", { selector: ".visually-hidden" })).toBeInTheDocument();
    act(() => observed?.([{ isIntersecting: true }]));
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(shown).toHaveTextContent("24/7");
  });

  it("shows the final value at once under reduced motion", () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    const { container } = render(<Counter value="250%" />);
    expect(container.querySelector("[data-counter]")).toHaveTextContent("250%");
    expect(observed).toBeNull();
  });
});
