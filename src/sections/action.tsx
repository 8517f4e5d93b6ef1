import { graphql, Link } from "gatsby";
import { Box, Button } from "theme-ui";
import { useGetStartedDialogOpener } from "../components/dialog-context";

export const query = graphql`
  fragment PageActionFields on PageAction {
    label
    to
  }
`;

type Action = Queries.PageActionFieldsFragment;

/** A link to a page of the site, or (no `to`) a button that opens the Get Started dialog. */
export function ActionButton({ action, variant }: { action: Action; variant: string }) {
  const opener = useGetStartedDialogOpener();
  if (action.to)
    return (
      <Link to={action.to} sx={{ variant: `buttons.${variant}` }}>
        {action.label}
      </Link>
    );
  return (
    <Button {...opener} variant={variant}>
      {action.label}
    </Button>
  );
}

/** A row of actions: the first in the section's main style, the others in the quieter one. */
export default function Actions({
  actions,
  main,
  rest,
  center = false,
}: {
  actions: readonly Action[] | null;
  main: "accent" | "primary";
  /** "onInk" on dark sections. */
  rest: "secondary" | "onInk";
  center?: boolean;
}) {
  if (!actions?.length) return null;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3, justifyContent: center ? "center" : undefined }}>
      {actions.map((a, i) => (
        <ActionButton key={a.label} action={a} variant={i === 0 ? main : rest} />
      ))}
    </Box>
  );
}

/** One secondary link or button centred below a section's content. */
export function SectionAction({ action }: { action: Action | null }) {
  if (!action) return null;
  return (
    <Box sx={{ mt: 5, textAlign: "center" }}>
      <ActionButton action={action} variant="secondary" />
    </Box>
  );
}
