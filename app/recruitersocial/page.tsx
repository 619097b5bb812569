import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ExploreRecruiters } from "@/components/directories/explore-recruiters";
import { explorePageUrl } from "@/components/directories/explore-url";
import { PageContainer } from "@/components/page/page-header";
import { exploreRecruiters, featuredRecruiters } from "@/lib/directories/recruiters";
import { exploreRecruitersSchema } from "@/lib/directories/schemas";
import { absoluteUrl } from "@/lib/jobs/public";

const DESCRIPTION = "Recruiters and agencies hiring on the platform: featured recruiters first, then everyone, searchable by name, agency and specialism.";

export const metadata: Metadata = {
  title: "Explore recruiters",
  description: DESCRIPTION,
  alternates: { canonical: absoluteUrl("/recruitersocial") },
  openGraph: { title: "Explore recruiters", description: DESCRIPTION, url: absoluteUrl("/recruitersocial") },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Public (spec §2): server-rendered for guests and search engines; searching goes on in the browser through /api/recruiters. */
export default async function ExploreRecruitersPage({ searchParams }: Props) {
  const raw = await searchParams;
  const parsed = exploreRecruitersSchema.safeParse({ search: [raw.search].flat()[0], page: [raw.page].flat()[0] });
  const query = parsed.success ? parsed.data : { page: 1 };
  const [featured, list] = await Promise.all([featuredRecruiters(), exploreRecruiters(query)]);
  // A page past the end (an old link, a typed URL) shows the last page, under its own address.
  if (query.page > list.meta.totalPages) redirect(explorePageUrl(query.search ?? "", list.meta.totalPages));
  return (
    <PageContainer title="Explore recruiters" description={DESCRIPTION}>
      <ExploreRecruiters featured={featured.recruiters} initial={{ search: query.search ?? "", page: query.page, ...list }} />
    </PageContainer>
  );
}
