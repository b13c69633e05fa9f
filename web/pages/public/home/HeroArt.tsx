import { useId } from "react";
import classes from "./HeroArt.module.css";

/**
 * Decorative illustration beside the hero text on desktop: a lesson video with its progress,
 * a certificate medal and a checked quiz — the three things a student gets here.
 */
export function HeroArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 460 380" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-video`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a7fe6" />
          <stop offset="1" stopColor="#0a4fa3" />
        </linearGradient>
      </defs>
      <circle className={classes.blob} cx="250" cy="195" r="165" />

      <rect className={classes.card} x="70" y="70" width="300" height="236" rx="20" />
      <rect x="86" y="86" width="268" height="140" rx="12" fill={`url(#${id}-video)`} />
      <circle cx="128" cy="122" r="46" fill="#ffffff" opacity="0.08" />
      <circle cx="318" cy="200" r="60" fill="#ffffff" opacity="0.06" />
      <circle cx="220" cy="156" r="26" fill="#ffffff" opacity="0.96" />
      <path d="M212 143.5v25l21-12.5z" fill="#0a59b8" />
      <rect className={classes.line} x="86" y="242" width="184" height="12" rx="6" />
      <rect className={classes.lineSoft} x="86" y="262" width="122" height="10" rx="5" />
      <rect className={classes.track} x="86" y="284" width="268" height="7" rx="3.5" />
      <rect className={classes.accent} x="86" y="284" width="176" height="7" rx="3.5" />

      <rect className={classes.card} x="296" y="26" width="148" height="66" rx="14" />
      <circle className={classes.accent} cx="328" cy="59" r="17" />
      <path
        d="m328 49.5 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-2.9-5.6 2.9 1.1-6.2-4.5-4.4 6.2-.9z"
        fill="#ffffff"
      />
      <rect className={classes.line} x="354" y="47" width="72" height="9" rx="4.5" />
      <rect className={classes.lineSoft} x="354" y="63" width="50" height="8" rx="4" />

      <rect className={classes.card} x="18" y="256" width="156" height="100" rx="14" />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(36 ${280 + row * 26})`}>
          <circle className={classes.check} cx="0" cy="0" r="8" />
          <path
            d="m-3.6 0.2 2.4 2.4 4.8-4.8"
            fill="none"
            stroke="#ffffff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect
            className={row === 1 ? classes.lineSoft : classes.line}
            x="18"
            y="-4.5"
            width={row === 1 ? 74 : 100}
            height="9"
            rx="4.5"
          />
        </g>
      ))}
    </svg>
  );
}
