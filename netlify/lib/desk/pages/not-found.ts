/** The desk's 404 page, for a signed-in viewer. */
import { markup } from "../../shared/html";
import { DESK_PATH, layout, type Viewer } from "../kit/layout";

export function notFoundPage(viewer: Viewer): string {
  return layout(
    "Not found",
    markup`<h1>Not found</h1>
      <p>There is no such page or lead. <a href="${DESK_PATH}">Back to the inbox</a></p>`,
    viewer,
  );
}
