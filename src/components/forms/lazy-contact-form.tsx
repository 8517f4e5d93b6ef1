import { lazy, Suspense, useEffect, useState } from "react";
import { Text } from "theme-ui";
import { useFrame } from "../../hooks/use-frame";

const ContactForm = lazy(() => import("./contact-form"));

/**
 * Mounts the Contact form in the browser only, from its own chunk: Formik and Yup are not part of
 * any page's first-load JavaScript and are fetched when the form is about to be shown.
 */
export default function LazyContactForm() {
  const { formLoading } = useFrame().cards;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = (
    <Text as="p" variant="muted" sx={{ minHeight: 480 }}>
      {formLoading}
    </Text>
  );
  if (!mounted) return loading;
  return (
    <Suspense fallback={loading}>
      <ContactForm />
    </Suspense>
  );
}
