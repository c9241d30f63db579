import type { Metadata } from "next";
import { RealtorsPage } from "@/components/realtors/realtors-page";

export const metadata: Metadata = {
  title: "Realtor Partnership",
  description:
    "Partner with the marketplace for hotel-branded residences: a 70/30 commission split, shared leads, marketing and transaction support.",
};

export default function Page() {
  return <RealtorsPage />;
}
