import { holdCss, holdSource } from "../lib/largest-image-hold";

/** In the Head of a page whose largest paint is an eager image: src/lib/largest-image-hold.ts. */
export default function LargestImageHold() {
  return (
    <>
      <style>{holdCss}</style>
      <script dangerouslySetInnerHTML={{ __html: holdSource }} />
    </>
  );
}
