import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { ContractStatus } from "@/lib/schemas/contract";
import { contractStatusLabels } from "@/lib/schemas/labels";

const variants: Record<ContractStatus, BadgeVariant> = {
  pending_signature: "warning",
  in_review: "outline",
  completed: "success",
  cancelled: "muted",
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <Badge variant={variants[status]}>{contractStatusLabels[status]}</Badge>;
}
