import { badgeClasses, type BadgeVariant } from "@/components/ui/badge-classes";
import type { ContractStatus } from "@/lib/schemas/contract";
import { contractStatusLabels } from "@/lib/schemas/labels";

const variants: Record<ContractStatus, BadgeVariant> = {
  pending_signature: "warning",
  in_review: "outline",
  completed: "success",
  cancelled: "muted",
};

export function ContractStatusBadge({ status, className }: { status: ContractStatus; className?: string }) {
  return (
    <span data-slot="badge" className={badgeClasses(variants[status], className)}>
      {contractStatusLabels[status]}
    </span>
  );
}
