import { Label } from "./label";

export const selectClasses =
  "block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-solid focus-visible:outline-indigo-600";

type Props = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The empty choice shown first ("Any"); null for none. */
  anyLabel?: string | null;
};

/** A labelled select of a list's filter form (a GET form: the value goes in the URL). */
export function FilterSelect({ id, name, label, value, options, anyLabel = "Any" }: Props) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} name={name} defaultValue={value} className={selectClasses}>
        {anyLabel !== null ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
