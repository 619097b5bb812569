export { LoadingScreen as default } from "@/components/layout/loading-screen";
