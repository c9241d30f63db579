/*
 * Small stroke icons the payment dialogs use, kept here rather than in components/ui/icons (which
 * ships on every page). Decorative: the controls holding them carry their own text.
 */

type IconProps = { className?: string };

function Svg({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `size-4 shrink-0 ${className}` : "size-4 shrink-0"}
    >
      {children}
    </svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Svg>
  );
}

/** A ring that turns while something is being simulated; still under prefers-reduced-motion. */
export function SpinnerIcon({ className }: IconProps) {
  return (
    <Svg className={`animate-spin motion-reduce:animate-none ${className ?? ""}`}>
      <path d="M21 12a9 9 0 1 1-6.2-8.56" />
    </Svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  );
}
