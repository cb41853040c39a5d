import { Link } from "react-router";

export function LogoLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-lg font-bold tracking-tight"
      aria-label="MeshLink home"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg">
        Mesh<span className="text-indigo-600 dark:text-indigo-400">Link</span>
      </span>
    </Link>
  );
}
