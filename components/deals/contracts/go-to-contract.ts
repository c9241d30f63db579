import { toast } from "@/components/ui/use-toast";
import { contractPath, isPrerenderedContract, type ContractSubpage } from "@/lib/deals/contracts/sample-ids";
import type { Notice } from "@/lib/notices/carried-notice-format";
import { carryNotice } from "@/lib/notices/carry-notice";

/**
 * Goes to a contract's page from code, the same way ContractLink (contract-link.tsx) does. A `notice` (what the action
 * that ends here says) is shown as a toast: at once before a client-side navigation, which keeps the
 * toaster; carried to the next page before a full load, which would drop it (lib/notices).
 */
export function goToContract(push: (href: string) => void, id: string, subpage?: ContractSubpage, notice?: Notice): void {
  const href = contractPath(id, subpage);
  if (isPrerenderedContract(id)) {
    if (notice) toast(notice);
    push(href);
    return;
  }
  if (notice && !carryNotice(notice, href)) toast(notice);
  window.location.assign(href);
}
