/** Decorative wireframe of linked assets: an original cube and the integrated copies it spawns. */
export function HeroVisual() {
  const cube = (x: number, y: number, s: number, key: string, strong = false) => (
    <g key={key} transform={`translate(${x} ${y}) scale(${s})`} strokeLinejoin="round">
      <path
        d="M0 -40 35 -20 35 20 0 40 -35 20 -35 -20Z"
        fill={strong ? "url(#face)" : "none"}
        stroke="url(#edge)"
        strokeWidth={2 / s}
      />
      <path
        d="M-35 -20 0 0 35 -20M0 0v40"
        fill="none"
        stroke="url(#edge)"
        strokeWidth={2 / s}
        opacity="0.8"
      />
    </g>
  );
  return (
    <svg viewBox="0 0 400 360" className="h-auto w-full max-w-md" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="edge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a5b4fc" />
          <stop offset="1" stopColor="#38bdf8" />
        </linearGradient>
        <linearGradient id="face" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6366f1" stopOpacity="0.55" />
          <stop offset="1" stopColor="#312e81" stopOpacity="0.2" />
        </linearGradient>
        <radialGradient id="glow">
          <stop offset="0" stopColor="#818cf8" stopOpacity="0.55" />
          <stop offset="1" stopColor="#818cf8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="180" r="170" fill="url(#glow)" />
      <g stroke="#a5b4fc" strokeOpacity="0.5" strokeDasharray="4 6" strokeWidth="1.5">
        <path d="M200 180 90 90M200 180 320 100M200 180 100 285M200 180 310 280" />
      </g>
      {cube(200, 180, 1.9, "origin", true)}
      {cube(90, 90, 0.8, "a")}
      {cube(320, 100, 0.9, "b")}
      {cube(100, 285, 0.7, "c")}
      {cube(310, 280, 0.85, "d")}
    </svg>
  );
}
