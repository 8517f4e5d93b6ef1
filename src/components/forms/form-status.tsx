import { Text } from "theme-ui";

export type StatusTone = "success" | "danger";

/** The result of a submission, in a polite live region that is always in the DOM. */
export default function FormStatus({ message, tone }: { message: string; tone: StatusTone }) {
  return (
    <Text
      as="p"
      role="status"
      aria-live="polite"
      sx={{ color: tone, fontWeight: "bold", mt: 3, mb: 0, minHeight: "1.5em" }}
    >
      {message}
    </Text>
  );
}
