import { Box } from "theme-ui";

interface Texts {
  tableCaption: string;
  columns: { name: string; category: string; storedIn: string; purpose: string; duration: string; setBy: string };
  storage: readonly {
    name: string;
    storedIn: string;
    category: string;
    purpose: string;
    duration: string;
    setBy: string;
  }[];
}

const cell = {
  textAlign: "left",
  verticalAlign: "top",
  p: 2,
  borderBottom: "1px solid",
  borderColor: "border",
} as const;

/**
 * Every cookie and storage key the site can set (content/privacy-choices.json), with the category
 * named as the Cookie Policy's cards name it (content/cookies.json): one source for both.
 */
export default function StorageTable({
  texts,
  categories,
}: {
  texts: Texts;
  categories: readonly { category: string; name: string }[];
}) {
  const categoryName = (id: string) => categories.find((c) => c.category === id)?.name ?? id;
  const { columns } = texts;
  return (
    // On a narrow screen the table scrolls sideways: a focusable region, so keyboards can scroll it.
    <Box role="region" aria-label={texts.tableCaption} tabIndex={0} sx={{ overflowX: "auto" }}>
      <table sx={{ width: "100%", borderCollapse: "collapse", fontSize: 1 }}>
        <caption sx={{ textAlign: "left", fontWeight: "bold", pb: 2 }}>{texts.tableCaption}</caption>
        <thead>
          <tr>
            {[columns.name, columns.category, columns.storedIn, columns.purpose, columns.duration, columns.setBy].map(
              (heading) => (
                <th key={heading} scope="col" sx={cell}>
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {texts.storage.map((key) => (
            <tr key={key.name}>
              <th scope="row" sx={{ ...cell, fontFamily: "monospace", fontWeight: "body" }}>
                {key.name}
              </th>
              <td sx={cell}>{categoryName(key.category)}</td>
              <td sx={cell}>{key.storedIn}</td>
              <td sx={cell}>{key.purpose}</td>
              <td sx={cell}>{key.duration}</td>
              <td sx={cell}>{key.setBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
