import { PasswordInput, TextInput } from "@mantine/core";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { registerSchema } from "../../shared/schemas/auth.ts";
import { ApiError } from "../api/client.ts";
import { renderWithApp } from "../test-utils.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { type SchemaForm, useSchemaForm } from "./use-schema-form.ts";

afterEach(cleanup);

type RegisterForm = SchemaForm<
  { fullName: string; email: string; password: string },
  { fullName: string; email: string; password: string }
>;

/** The register form as the pages build it, with the form and every submit handed out. */
function Register(props: {
  onSubmit: (body: unknown) => Promise<void>;
  expose?: (form: RegisterForm) => void;
}) {
  const form = useSchemaForm(registerSchema, { fullName: "", email: "", password: "" });
  props.expose?.(form);
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit(props.onSubmit)}>
      <TextInput key={form.key("fullName")} {...form.getInputProps("fullName")} label="Name" />
      <TextInput key={form.key("email")} {...form.getInputProps("email")} label="Email" />
      <PasswordInput
        key={form.key("password")}
        {...form.getInputProps("password")}
        label="Password"
      />
      <FormAlert message={form.formError} />
      <button type="submit">Send</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send" }));

describe("useSchemaForm", () => {
  it("keeps two updates made in one batch, typed or set", async () => {
    const sent: unknown[] = [];
    let form: RegisterForm | undefined;
    renderWithApp(
      <Register
        onSubmit={async (body) => {
          sent.push(body);
        }}
        expose={(f) => {
          form = f;
        }}
      />,
    );
    act(() => {
      fireEvent.change(input("Name"), { target: { value: "An Nguyễn" } });
      fireEvent.change(input("Email"), { target: { value: " An@Example.com " } });
    });
    act(() => {
      form?.setFieldValue("password", "first-value");
      form?.setFieldValue("fullName", "Bình Trần");
      form?.setFieldValue("password", "mat-khau-dai");
    });
    expect(form?.getValues()).toEqual({
      fullName: "Bình Trần",
      email: " An@Example.com ",
      password: "mat-khau-dai",
    });
    // What is set from code is drawn in the inputs too.
    expect(input("Name").value).toBe("Bình Trần");
    expect(input("Password").value).toBe("mat-khau-dai");
    submit();
    // The handler receives the schema's output: the address trimmed and lower-cased.
    await waitFor(() =>
      expect(sent).toEqual([
        { fullName: "Bình Trần", email: "an@example.com", password: "mat-khau-dai" },
      ]),
    );
  });

  it("shows the schema's messages in the reader's language, following the typing after a submit", async () => {
    const sent: unknown[] = [];
    renderWithApp(<Register onSubmit={async (body) => void sent.push(body)} />, {
      locale: "en",
    });
    fireEvent.change(input("Email"), { target: { value: "an@" } });
    // Nothing is said before the first submit.
    expect(screen.queryByText("Invalid email")).toBeNull();
    submit();
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(screen.getByText("Invalid email")).toBeTruthy();
    expect(screen.getByText("Password must contain at least 8 characters")).toBeTruthy();
    // The keyboard goes to the first field to fix, in page order.
    expect(document.activeElement).toBe(input("Name"));
    fireEvent.change(input("Email"), { target: { value: "an@example.com" } });
    await waitFor(() => expect(screen.queryByText("Invalid email")).toBeNull());
    expect(screen.getByText("Required")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("puts the server's field issues at their fields and the rest above the button", async () => {
    let failure: unknown = new ApiError("Dữ liệu không hợp lệ", "VALIDATION", 400, {
      issues: [
        { path: "password", message: "Mật khẩu quá phổ biến" },
        { path: "email", message: "Email này đã được sử dụng" },
      ],
    });
    renderWithApp(
      <Register
        onSubmit={async () => {
          throw failure;
        }}
      />,
    );
    fireEvent.change(input("Name"), { target: { value: "An" } });
    fireEvent.change(input("Email"), { target: { value: "an@example.com" } });
    fireEvent.change(input("Password"), { target: { value: "password123" } });
    submit();
    expect(await screen.findByText("Mật khẩu quá phổ biến")).toBeTruthy();
    expect(screen.getByText("Email này đã được sử dụng")).toBeTruthy();
    expect(input("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("Email"));
    expect(screen.queryByTestId("form-error")).toBeNull();

    failure = new ApiError("Quá nhiều yêu cầu", "RATE_LIMITED", 429);
    submit();
    expect((await screen.findByTestId("form-error")).textContent).toBe("Quá nhiều yêu cầu");
    expect(screen.queryByText("Mật khẩu quá phổ biến")).toBeNull();
  });
});
