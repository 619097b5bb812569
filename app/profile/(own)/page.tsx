import type { Metadata } from "next";
import { OwnProfileScreen } from "@/components/page/profile-screens";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const actor = await guardPage("/profile");
  return <OwnProfileScreen userType={actor?.userType ?? null} editing={false} />;
}
