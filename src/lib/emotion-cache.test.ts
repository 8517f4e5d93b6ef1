import { classNamesInCss, createHydratedCache } from "./emotion-cache";

describe("classNamesInCss", () => {
  it("finds the classes that start a rule, inside at-rules too, each once", () => {
    const css =
      ".css-1c44juy{margin:0}.css-1c44juy:hover{color:red}@media screen and (min-width:40em){.css-ab12{display:flex}}" +
      ".css-9z>*+*{margin-top:4px}@keyframes grow{from{opacity:0}}";
    expect(classNamesInCss(css)).toEqual(["1c44juy", "ab12", "9z"]);
  });

  it("skips a class that only appears inside a selector, and other caches' keys", () => {
    expect(classNamesInCss(".gatsby-image-wrapper .css-inner{x:1}.other-1a{x:1}")).toEqual([]);
  });
});

describe("createHydratedCache", () => {
  it("counts the classes of the head's plain style elements as inserted, with the server's names", () => {
    document.head.innerHTML =
      "<style>*{box-sizing:border-box}</style><style>.css-used1{color:red}.css-used2{margin:0}</style>" +
      '<style data-emotion="css inter1 inter2"></style>';
    const cache = createHydratedCache(document);
    expect(Object.keys(cache.inserted).sort()).toEqual(["inter1", "inter2", "used1", "used2"]);
  });
});
