"use client";

import { useState } from "react";
import { PasswordField } from "@/components/auth/password-field";
import { Form } from "@/components/ui/form";
import type { PasswordStep } from "./use-password-confirmation";

/**
 * The password field of a PasswordStep, in a form of its own: Enter runs `onSubmit` (the dialog's
 * one action) or, with two actions to choose from, only checks that something was typed.
 */
export function PasswordStepField({ step, onSubmit }: { step: PasswordStep; onSubmit?: () => void }) {
  const [visible, setVisible] = useState(false);
  if (!step.session) return null;
  return (
    <Form {...step.form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (onSubmit) onSubmit();
          else void step.form.trigger("password", { shouldFocus: true });
        }}
      >
        <PasswordField
          control={step.form.control}
          name="password"
          label="Your password"
          description={`Enter the password of ${step.session.email} to confirm it is you.`}
          autoComplete="current-password"
          visible={visible}
          onVisibleChange={setVisible}
        />
      </form>
    </Form>
  );
}
