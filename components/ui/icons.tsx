import * as React from "react";

/**
 * Tiny stroke icons drawn on a 24px grid in `currentColor`. Decorative only: every icon is
 * `aria-hidden`, so the control that holds one needs its own text or `aria-label`. Sizes set with
 * `size-*` in className win by source order in the stylesheet's utilities (no cn(): the header's
 * icons ship on every page, and cn() brings tailwind-merge).
 */
type IconProps = Omit<React.ComponentProps<"svg">, "children">;

function createIcon(name: string, paths: React.ReactNode) {
  function Icon({ className, strokeWidth = 1.5, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-slot="icon"
        {...props}
        aria-hidden="true"
        focusable="false"
        className={className ? `size-4 shrink-0 ${className}` : "size-4 shrink-0"}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CheckIcon = createIcon("CheckIcon", <path d="M20 6 9 17l-5-5" />);

export const MinusIcon = createIcon("MinusIcon", <path d="M5 12h14" />);

export const ChevronDownIcon = createIcon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />);

export const ChevronUpIcon = createIcon("ChevronUpIcon", <path d="m18 15-6-6-6 6" />);

export const ChevronRightIcon = createIcon("ChevronRightIcon", <path d="m9 18 6-6-6-6" />);

export const ChevronLeftIcon = createIcon("ChevronLeftIcon", <path d="m15 18-6-6 6-6" />);

export const XIcon = createIcon("XIcon", <path d="M18 6 6 18M6 6l12 12" />);

export const MenuIcon = createIcon("MenuIcon", <path d="M4 7h16M4 12h16M4 17h16" />);

export const EyeIcon = createIcon(
  "EyeIcon",
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = createIcon(
  "EyeOffIcon",
  <>
    <path d="M9.9 4.24A9.1 9.1 0 0 1 12 4c6.4 0 10 8 10 8a17 17 0 0 1-2.2 3.3" />
    <path d="M6.6 6.6A16.5 16.5 0 0 0 2 12s3.6 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m2 2 20 20" />
  </>,
);

export const AlertCircleIcon = createIcon(
  "AlertCircleIcon",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);

export const CheckCircleIcon = createIcon(
  "CheckCircleIcon",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

export const InfoIcon = createIcon(
  "InfoIcon",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

export const SearchIcon = createIcon(
  "SearchIcon",
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const SlidersIcon = createIcon("SlidersIcon", <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4" />);

export const PlusIcon = createIcon("PlusIcon", <path d="M12 5v14M5 12h14" />);

export const ArrowLeftIcon = createIcon("ArrowLeftIcon", <path d="M19 12H5M11 18l-6-6 6-6" />);

export const DownloadIcon = createIcon("DownloadIcon", <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);

export const UploadIcon = createIcon("UploadIcon", <path d="M12 20V9M7 14l5-5 5 5M5 4h14" />);

export const PenIcon = createIcon("PenIcon", <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4Z" />);

export const PaperclipIcon = createIcon(
  "PaperclipIcon",
  <path d="m20 11.5-8.1 8.1a5 5 0 0 1-7.1-7.1l8.1-8.1a3.3 3.3 0 0 1 4.7 4.7l-8.1 8.1a1.7 1.7 0 0 1-2.4-2.4l7.4-7.4" />,
);

export const SendIcon = createIcon("SendIcon", <path d="M21 3 10 14M21 3l-7 18-4-7-7-4Z" />);

export const FileIcon = createIcon(
  "FileIcon",
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5" />
  </>,
);

export const MessageIcon = createIcon("MessageIcon", <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />);
