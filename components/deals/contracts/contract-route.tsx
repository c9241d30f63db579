"use client";

import { useMemo } from "react";
import { useCarriedNotice } from "@/components/layout/use-carried-notice";
import { padContractId } from "@/lib/format";
import type { ContractRoute as Route } from "@/lib/deals/contracts/contract-path";
import { site } from "@/lib/site";
import { useTitleRewrite, type TitleRewrite } from "@/lib/use-title-rewrite";
import { ContractDetail } from "./contract-detail";
import { ContractMessages } from "./contract-messages";
import { SignContract } from "./sign-contract";

/** app/not-found.tsx's metadata title. */
const NOT_FOUND_TITLE = "Page not found";

const pageNames = { sign: "Digital Signature", messages: "Contract Messages" } as const;

/** A contract page rendered by the 404 fallback: the same views the pre-rendered pages use. */
export default function ContractRoute({ route }: { route: Route }) {
  // The page is 404.html, whose title ("Page not found") React may set again after this
  // mounts: replace it whenever it comes back, and leave any other title (e.g. "Error: ...") be.
  const rewrite = useMemo<TitleRewrite>(() => {
    const name = `Contract ${padContractId(route.id)}`;
    const title = `${route.subpage ? `${pageNames[route.subpage]} · ${name}` : name} · ${site.name}`;
    return (current) => (current.startsWith(NOT_FOUND_TITLE) || current === "" ? title : null);
  }, [route]);
  useTitleRewrite(rewrite);
  // 'Offer accepted' and the like: the action opened this page with a full load (go-to-contract.ts).
  useCarriedNotice();

  if (route.subpage === "sign") return <SignContract id={route.id} />;
  if (route.subpage === "messages") return <ContractMessages id={route.id} />;
  return <ContractDetail id={route.id} />;
}
