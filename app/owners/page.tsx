import type { Metadata } from "next";
import { OwnersPage } from "@/components/owners/owners-page";

export const metadata: Metadata = {
  title: "For Hotel Owners",
  description:
    "A sales and media channel for hotel-branded residences: AI-assisted buyer targeting, your existing channels kept, and 3% of every sale.",
};

export default function Page() {
  return <OwnersPage />;
}
