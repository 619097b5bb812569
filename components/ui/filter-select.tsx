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
  /**
   * The label of a value that came in the URL and no option offers (a hand-written range, say): it is
   * added as a choice of its own and stays chosen, where the select would otherwise show "Any" while the
   * list is filtered by it.
   */
  otherLabel?: (value: string) => string;
};

/** A labelled select of a list's filter form (a GET form: the value goes in the URL). */
export function FilterSelect({ id, name, label, value, options, anyLabel = "Any", otherLabel = (v) => v }: Props) {
  const offered = !value || options.some((o) => o.value === value) ? options : [...options, { value, label: otherLabel(value) }];
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} name={name} defaultValue={value} className={selectClasses}>
        {anyLabel !== null ? <option value="">{anyLabel}</option> : null}
        {offered.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
