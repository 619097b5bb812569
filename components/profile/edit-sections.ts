/**
 * The sections of /editprofile a profile page links into: one name for the panel's id and the link's
 * fragment, so "Upload your resume" on /profile lands on the resume panel, not the top of the form.
 */
export const EDIT_SECTIONS = { about: "about", resume: "resume", experience: "experience", certificates: "certificates" } as const;

export type EditSection = keyof typeof EDIT_SECTIONS;

export const editProfileHref = (section: EditSection) => `/editprofile#${EDIT_SECTIONS[section]}`;
