import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type PageProps = {
  title: string;
  description?: ReactNode;
  /** Buttons or links shown beside the title on wide screens. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** The standard page frame: one <h1>, an optional lead paragraph, then the content. */
export function PageContainer({ title, description, actions, children, className }: PageProps) {
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12", className)}>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description ? <p className="max-w-2xl text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
