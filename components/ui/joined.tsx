import { Fragment, type ReactNode } from "react";

/**
 * Parts of a line joined by " · ", each isolated for direction (`<bdi>`): a company name in Arabic or
 * Hebrew beside an English place would otherwise reorder the line around it ("Remote · شركة" read as
 * "شركة · Remote"), and its punctuation would jump to the wrong side. Empty parts are left out.
 */
export function Joined({ parts, separator = " · " }: { parts: readonly (ReactNode | null | undefined | false)[]; separator?: string }) {
  const shown = parts.filter((p) => p !== null && p !== undefined && p !== false && p !== "");
  return (
    <>
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? separator : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
