export { crossBorderSources } from "@/data/cross-border-sources";
