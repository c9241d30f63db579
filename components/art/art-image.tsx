import { preload } from "react-dom";
import { artFallbackWidth, artKindOf, artSize, artSrc, artSrcSet, type ArtKind } from "@/lib/art";
import { cn } from "@/lib/utils";

type ImgProps = Omit<
  React.ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "decoding" | "fetchPriority" | "alt"
>;

export interface ArtImageProps extends ImgProps {
  /** Base path of generated art, e.g. "/art/listings/aman-miami-beach". */
  src: string;
  /** Real alt text; pass "" only when the image is purely decorative. */
  alt: string;
  /** Which set of widths and aspect ratio to use; defaults to the kind its folder implies. */
  kind?: ArtKind;
  /** How wide the image is shown, for srcset selection, e.g. "(min-width: 1024px) 30vw, 92vw". */
  sizes: string;
  /** Above the fold (heroes): fetched early and at high priority, never lazy. */
  priority?: boolean;
}

/**
 * Generated poster art as a plain, static-export-friendly <img>: responsive
 * srcset, intrinsic width and height (no layout shift), lazy by default, and a
 * warm neutral ground while it loads. Works in server and client components.
 */
export function ArtImage({ src, alt, kind, sizes, priority = false, className, ...props }: ArtImageProps) {
  const k = kind ?? artKindOf(src) ?? "listing";
  const { width, height } = artSize(k);
  const srcSet = artSrcSet(src, k);
  const fallback = artSrc(src, artFallbackWidth(k));
  if (priority) {
    preload(fallback, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: pre-sized WebP renditions, no image optimiser.
    <img
      data-slot="art-image"
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("bg-muted", className)}
      {...props}
    />
  );
}
