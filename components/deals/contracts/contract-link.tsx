import Link from "next/link";
import type { ComponentProps } from "react";
import { contractPath, isPrerenderedContract, type ContractSubpage } from "@/lib/deals/contracts/sample-ids";

type ContractLinkProps = Omit<ComponentProps<"a">, "href"> & { id: string; subpage?: ContractSubpage };

/**
 * A link to a contract's page. Sample contracts have pre-rendered pages, reached with
 * client-side navigation. A contract created in the browser has none: the link loads the
 * page in full, the host answers with 404.html, and that renders the contract from the
 * store (contract-path-fallback.tsx). next/link would first ask for a payload that does
 * not exist.
 */
export function ContractLink({ id, subpage, ...props }: ContractLinkProps) {
  const href = contractPath(id, subpage);
  if (isPrerenderedContract(id)) return <Link href={href} {...props} />;
  return <a href={href} {...props} />;
}
