import { useEffect } from "react";
import { EDIT_SECTIONS } from "./edit-sections";

const SECTION_IDS: readonly string[] = Object.values(EDIT_SECTIONS);

/**
 * Brings the panel a link named (/editprofile#resume) into view once the screen is there. Next scrolls
 * to a link's fragment when the route commits, but this screen streams behind a loading state: at that
 * commit the panel does not exist yet, so the page stayed at its top.
 */
export function useSectionFromHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (SECTION_IDS.includes(id)) document.getElementById(id)?.scrollIntoView();
  }, []);
}
