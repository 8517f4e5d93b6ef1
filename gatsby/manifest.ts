/** The web app manifest, from the brand settings of content/site.json. */
export function webManifest(site: { brand: string; tagline: string }): string {
  return `${JSON.stringify(
    {
      name: site.brand,
      short_name: site.brand.split(" ")[0],
      description: site.tagline,
      start_url: "/",
      display: "browser",
      background_color: "#FFFFFF",
      theme_color: "#4B2BD6",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      ],
    },
    null,
    2,
  )}\n`;
}
