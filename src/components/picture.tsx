import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface PictureProps {
  /** gatsby-plugin-image's data for the image (a `gatsbyImageData` field of gatsby-transformer-sharp). */
  image: IGatsbyImageData;
  alt: string;
  /**
   * "eager" for an image of the first screen (its largest paint, on a phone); "lazy" (the default)
   * for the others, which the browser requests near the viewport and, while the page is being
   * painted the first time, not at all (gatsby/after-paint.ts).
   */
  loading?: "eager" | "lazy";
  /**
   * The `sizes` of the image and of every source, where the page's layout knows better than the
   * image data (which says "as wide as the file" for a constrained image).
   */
  sizes?: string;
  /**
   * As wide as the container, even wider than the largest file (a card in a wider column); by
   * default a constrained image is no wider than its largest file, as gatsby-plugin-image draws it.
   */
  fill?: boolean;
  /** Requested at high priority: the page's largest paint (an article's hero). */
  priority?: boolean;
  /** The box's class, from the caller's `sx` (a radius, a display). */
  className?: string;
}

/**
 * An image of gatsby-plugin-image's data as plain HTML: a box with the image's proportions (so
 * nothing moves when it loads, and nothing when it is held before the first paint), and in it
 * the image with its files and sizes (a `<picture>` with a source per format when there are
 * several). The browser's own lazy loading, no script: it draws the same on the server, in the
 * browser after a client-side navigation, and without JavaScript. The dominant colour, when the
 * data has one, is the box's background until the image covers it.
 *
 * It reads the documented fields of `IGatsbyImageData` (`images.fallback.src` and `.srcSet`,
 * which is what the plugin's `getSrc` and `getSrcSet` return; `images.sources`) and imports only
 * the type: importing the helpers themselves put the plugin's whole browser module, GatsbyImage
 * with it, on every page with an image (6.3 KB gzip; docs/decisions/README.md, Workarounds).
 */
export default function Picture({ image, alt, loading = "lazy", sizes, fill, priority, className }: PictureProps) {
  const { width, height, backgroundColor, images } = image;
  const sources = images.sources ?? [];
  const img = (
    <img
      src={images.fallback?.src}
      srcSet={images.fallback?.srcSet}
      sizes={sizes ?? images.fallback?.sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      // Lower case: React 18 passes the attribute through as it is, but warns about `fetchPriority`.
      {...(priority ? { fetchpriority: "high" } : {})}
      // Held until the first paint (gatsby/after-paint.ts's HELD_IMAGE_ATTRIBUTE), as the logos are.
      data-after-paint={loading === "lazy" ? "" : undefined}
      sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", display: "block" }}
    />
  );
  return (
    <div
      data-picture=""
      className={className}
      style={{
        maxWidth: fill || image.layout === "fullWidth" ? undefined : width,
        aspectRatio: `${width} / ${height}`,
        backgroundColor,
      }}
      sx={{ position: "relative", overflow: "hidden", display: "block" }}
    >
      {sources.length > 0 ? (
        <picture>
          {sources.map((s) => (
            <source
              key={`${s.type}${s.media ?? ""}`}
              type={s.type}
              media={s.media}
              srcSet={s.srcSet}
              sizes={sizes ?? s.sizes}
            />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </div>
  );
}
