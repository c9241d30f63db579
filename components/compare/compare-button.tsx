import { buttonVariants } from "@/components/ui/button";
import { CheckboxIcon } from "@/components/ui/icons/checkbox";
import type { CompareId } from "@/lib/compare/compare-ids";
import { CompareToggle } from "./compare-toggle";

// Made here, on the server, so the client toggle ships neither these classes nor the icon: an
// outlined button, shaded with its box ticked when pressed, the box faint while the list is not
// yet known (data-compare-toggle="pending").
const pressedLook = [
  "aria-pressed:border-foreground aria-pressed:bg-secondary",
  "[&_[data-mark]]:opacity-0 aria-pressed:[&_[data-mark]]:opacity-100 data-[compare-toggle=pending]:[&_svg]:opacity-50",
].join(" ");

type CompareButtonProps = {
  id: CompareId;
  /** The residence as a person names it ("Add {name} to compare"). */
  name: string;
  size?: "default" | "lg";
};

/** "Compare" with a box: the toggle that adds a residence to the compare list (cards, property pages). */
export function CompareButton({ id, name, size = "default" }: CompareButtonProps) {
  return (
    <CompareToggle id={id} name={name} className={buttonVariants({ variant: "outline", size, className: pressedLook })}>
      <CheckboxIcon />
      Compare
    </CompareToggle>
  );
}
