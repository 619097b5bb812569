export { default } from "@/app/loading";
