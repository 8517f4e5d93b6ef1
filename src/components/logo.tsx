/** The Atria Digital mark: an open "A" formed by two arcs of an atrium, in brand violet and coral. */
export default function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#4B2BD6" />
      <path
        d="M11 30 L20 9 L29 30"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path d="M14.5 23.5 H25.5" stroke="#FF7A59" strokeWidth="3.6" strokeLinecap="round" />
    </svg>
  );
}
