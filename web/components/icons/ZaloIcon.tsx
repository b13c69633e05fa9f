import type { IconProps } from "./Icon.tsx";

/** Zalo's mark, which Tabler does not draw: the word on a rounded square, filled. */
export function ZaloIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" fill="currentColor" />
      <path
        fill="#fff"
        d="M6.2 8.6h5.4v1.3l-3.5 4.3h3.6v1.6H5.9v-1.3l3.5-4.3H6.2zM13 8.4h1.6v7.4H13zM16.2 10.6a2.7 2.7 0 1 1 0 5.4 2.7 2.7 0 0 1 0-5.4zm0 1.4a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z"
      />
    </svg>
  );
}
