import { screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { CONTACT_FORM, GET_STARTED_FORM, type FormContract } from "../../contracts";
import { renderWithSite } from "../../test-utils/render";
import ContactForm from "./contact-form";
import GetStartedForm from "./get-started-form";

/** The validation schema each rendered Formik received, to compare with the contract's. */
const schemas: unknown[] = [];
jest.mock("formik", () => {
  const actual = jest.requireActual("formik");
  return {
    ...actual,
    Formik: (props: ComponentProps<typeof actual.Formik>) => {
      schemas.push(props.validationSchema);
      return actual.Formik(props);
    },
  };
});

beforeEach(() => {
  schemas.length = 0;
});

/** Every field of the contract is on the form with its label, required mark, type and limits. */
function expectFields(form: FormContract) {
  const named = within(screen.getByRole("form", { name: form.title }));
  for (const f of form.fields) {
    const control = named.getByLabelText(f.required ? `${f.label} *` : f.label);
    expect(control).toHaveAttribute("name", f.name);
    if (f.required) expect(control).toBeRequired();
    else expect(control).not.toBeRequired();
    if (f.maxLength !== undefined) expect(control).toHaveAttribute("maxlength", String(f.maxLength));
    if (f.rows !== undefined) expect(control).toHaveAttribute("rows", String(f.rows));
    if (f.type === "email" || f.type === "tel" || f.type === "text") expect(control).toHaveAttribute("type", f.type);
    if (f.options) {
      const labels = within(control)
        .getAllByRole("option")
        .map((o) => o.textContent);
      expect(labels).toEqual([f.emptyOption, ...f.options.map((o) => o.label)]);
    }
  }
}

describe("the forms are drawn from their contracts", () => {
  it("Get Started: the contract's fields and the very schema the function validates with", () => {
    renderWithSite(<GetStartedForm onDone={() => {}} />);
    expect(schemas[0]).toBe(GET_STARTED_FORM.schema);
    expectFields(GET_STARTED_FORM);
  });

  it("Contact: the contract's fields and the very schema the function validates with", () => {
    renderWithSite(<ContactForm />);
    expect(schemas[0]).toBe(CONTACT_FORM.schema);
    expectFields(CONTACT_FORM);
  });
});
