export { roadmapPhases } from "@/data/roadmap";
