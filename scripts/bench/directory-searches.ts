/** The directory searches the bench measures: one object drives the API URL, the bare server and EXPLAIN. */
export const COMPANY_SEARCH = { search: "software", companySize: "medium" };
export const RECRUITER_SEARCH = { search: "data", candidatesPlaced: "500+" };
