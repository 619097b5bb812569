// The job page has its own (generic) loading screen, not the list skeleton of app/jobs/loading.tsx.
export { default } from "@/app/loading";
