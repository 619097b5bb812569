import type { Metadata } from "next";
import { OwnProfileScreen } from "@/components/page/profile-screens";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Edit profile", robots: { index: false } };

export default async function EditProfilePage() {
  const actor = await guardPage("/editprofile");
  return <OwnProfileScreen actor={actor} editing />;
}
