"use client";

import { useEffect } from "react";
import { padContractId } from "@/lib/format";
import type { ContractRoute as Route } from "@/lib/contracts/contract-path";
import { site } from "@/lib/site";
import { ContractDetail } from "./contract-detail";
import { ContractMessages } from "./contract-messages";
import { SignContract } from "./sign-contract";

const pageNames = { sign: "Digital Signature", messages: "Contract Messages" } as const;

/** A contract page rendered by the 404 fallback: the same views the pre-rendered pages use. */
export default function ContractRoute({ route }: { route: Route }) {
  useEffect(() => {
    const name = `Contract ${padContractId(route.id)}`;
    document.title = `${route.subpage ? `${pageNames[route.subpage]} · ${name}` : name} · ${site.name}`;
  }, [route]);

  if (route.subpage === "sign") return <SignContract id={route.id} />;
  if (route.subpage === "messages") return <ContractMessages id={route.id} />;
  return <ContractDetail id={route.id} />;
}
