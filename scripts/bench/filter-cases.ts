/**
 * The job seekers' filters (lib/jobs/facets.ts), alone and combined: what
 * `npm run bench -- --only filters` times and `scripts/bench/explain.ts --filters`
 * explains. Query strings for searchjobsfilter.
 */
export function filterCases(search: string, window: string): [name: string, query: string][] {
  return [
    ["(f1) workplace=remote", "workplace=remote"],
    ["(f2) level=lead & employment=internship", "level=lead&employment=internship"],
    ["(f3) location=toronto", "location=toronto"],
    ["(f4) minSalary=110000 EUR", "minSalary=110000&currency=EUR"],
    ["(f5) all facets + location + salary", "workplace=hybrid&employment=contract&level=senior&location=paris&minSalary=100000&currency=EUR"],
    [`(f6) "${search}" + remote + 30 days`, `search=${search}&workplace=remote&${window}`],
    [`(f7) "${search}" newest + senior`, `search=${search}&sort=newest&level=senior`],
    ["(f8) onsite, page 500", "workplace=onsite&page=500"],
    ["(f9) no match: remote & location=paris", "workplace=remote&location=paris"],
  ];
}
