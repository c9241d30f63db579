export { testimonials } from "@/data/testimonials";
