import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageContainer } from "@/components/page/page-header";
import { Avatar } from "@/components/profile/profile-parts";
import { Joined } from "@/components/ui/joined";
import { PageNav } from "@/components/ui/page-nav";
import { guardPage } from "@/lib/auth/page-guard";
import { agenciesPage } from "@/lib/profiles/agencies";
import { TitleLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Recruitment agencies", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageHref = (page: number) => (page > 1 ? `/agencies?page=${page}` : "/agencies");

/** /agencies: recruitment agencies to work with (get-all-agencies/{page}), most placements first. */
export default async function AgenciesPage({ searchParams }: Props) {
  await guardPage("/agencies");
  const raw = (await searchParams).page;
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(Array.isArray(raw) ? raw[0] : raw) || 1)));
  const list = await agenciesPage(page);
  if (page > list.totalPages) redirect(pageHref(list.totalPages));
  return (
    <PageContainer title="Recruitment agencies" description={`${list.totalAgencies} agencies to work with, most placements first.`}>
      {list.agencies.length ? (
        <ul aria-label="Agencies" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.agencies.map((a) => (
            <li key={a.id} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <Avatar url={a.logo} name={a.name} square size="sm" />
              <div className="min-w-0 space-y-1">
                <TitleLink href={a.profilePath} className="font-semibold">
                  {a.name}
                </TitleLink>
                {a.specialties.length ? (
                  <p className="text-sm text-slate-700">
                    <Joined parts={a.specialties} />
                  </p>
                ) : null}
                <p className="text-sm text-slate-600">
                  <Joined parts={[`${a.candidatesPlaced.toLocaleString("en-US")} candidates placed`, a.location]} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No recruitment agencies yet.</p>
      )}
      <PageNav current={list.currentPage} total={list.totalPages} href={pageHref} />
    </PageContainer>
  );
}
