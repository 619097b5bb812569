import { Label } from "./label";
import { selectClasses } from "./select-classes";


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
