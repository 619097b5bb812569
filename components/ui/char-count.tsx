import { cn } from "@/lib/utils";

/** "1,234 / 5,000": how much of a text box's cap is used, red once over it. Not a live region (it would speak every keystroke). */
export function CharCount({ length, max, className, ...props }: { length: number; max: number; className?: string; "data-testid"?: string }) {
  return (
    <span className={cn("tabular-nums", length > max && "font-semibold text-red-700", className)} {...props}>
      {length.toLocaleString("en-US")} / {max.toLocaleString("en-US")}
    </span>
  );
}
