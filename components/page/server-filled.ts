import { useEffect, useRef } from "react";
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";

type Form<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "reset" | "getValues" | "formState">;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the user sees in a native control: its text or choice, or whether a checkbox is ticked. */
const shown = (el: Control) => (el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value);

/** What the server's HTML showed in it (the markup's defaults, as the browser parsed them). */
const served = (el: Control) => {
  if (el instanceof HTMLSelectElement) return ([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value ?? "";
  return el instanceof HTMLInputElement && el.type === "checkbox" ? el.defaultChecked : el.defaultValue;
};

/**
 * `register` for a form the server renders holding stored values (an edit form), for fields with
 * flat names. `register` alone gives a control no value until the page's scripts run: the server's
 * HTML showed empty fields, and what someone typed into them before that was overwritten (or merged
 * into) when the form set its defaults. This puts the stored values into the HTML (defaultValue,
 * defaultChecked), and what was changed before the scripts ran becomes an unsaved edit once they
 * do (e2e/manage-jobs.spec.ts). react-hook-form keeps such a value itself but does not re-render
 * for it, so the form would not know it is dirty: a reset to the values, against the stored
 * defaults, after the form has subscribed to its state (this hook's effect) says so.
 */
export function useServerFilled<T extends FieldValues>(form: Form<T>) {
  const early = useRef<Partial<Record<Path<T>, unknown>> | null>({});
  const { reset, getValues } = form;
  useEffect(() => {
    const changed = early.current;
    early.current = null;
    if (changed && Object.keys(changed).length) reset({ ...getValues(), ...changed }, { keepDefaultValues: true });
  }, [reset, getValues]);

  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => {
    const registered = form.register(name, options);
    const stored = (form.formState.defaultValues as Record<string, unknown> | undefined)?.[name];
    const ref = (el: Control | null) => {
      const before = el ? shown(el) : undefined;
      registered.ref(el);
      if (!el || !early.current || before === served(el)) return;
      const setValueAs = (options as { setValueAs?: (v: unknown) => unknown } | undefined)?.setValueAs;
      early.current[name] = setValueAs ? setValueAs(before) : before;
    };
    const initial = typeof stored === "boolean" ? { defaultChecked: stored } : { defaultValue: stored == null ? "" : String(stored) };
    return { ...registered, ref, ...initial };
  };
}
