import { useId } from "react";

// The brand mark: an open book under a spark of light, on the brand blue. Drawn inline (not an
// <img>) so it needs no request and follows the text colour of neither scheme.
export function LogoMark({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f7ae0" />
          <stop offset="1" stopColor="#0a4fa3" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <path d="M8.5 14.2c4.2-1.6 8.2-1.2 10.8 1.2v13.8c-2.8-2-6.6-2.4-10.8-1.1z" fill="#fff" />
      <path
        d="M31.5 14.2c-4.2-1.6-8.2-1.2-10.8 1.2v13.8c2.8-2 6.6-2.4 10.8-1.1z"
        fill="#fff"
        fillOpacity=".82"
      />
      <circle cx="20" cy="8.6" r="2.4" fill="#ffb547" />
    </svg>
  );
}
