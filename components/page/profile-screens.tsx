import { ComingLater } from "./coming-later";
import { PageContainer } from "./page-header";

type AccountType = "CANDIDATE" | "COMPANY" | "RECRUIMENTAGENCY";

const own = {
  CANDIDATE: {
    title: "Your profile",
    description: "Your summary, resume, experience and certificates, as recruiters see them.",
    feature: "Your candidate profile — resume, experiences and certificates — arrives in a later release.",
  },
  COMPANY: {
    title: "Company profile",
    description: "Your company's logo, banner, industry, size and story.",
    feature: "The company profile, with logo and banner upload, arrives in a later release.",
  },
  RECRUIMENTAGENCY: {
    title: "Recruitment agency profile",
    description: "Your agency's track record: candidates placed, specialities and team.",
    feature: "The recruitment agency profile arrives in a later release.",
  },
} as const;

const edit = {
  CANDIDATE: {
    title: "Edit your profile",
    feature: "Editing your summary, resume, experiences and certificates arrives in a later release.",
  },
  COMPANY: {
    title: "Edit company profile",
    feature: "Editing the company profile, logo and banner arrives in a later release.",
  },
  RECRUIMENTAGENCY: {
    title: "Edit recruitment agency profile",
    feature: "Editing the recruitment agency profile arrives in a later release.",
  },
} as const;

/**
 * /profile and /editprofile choose their screen by account type (spec §2); any other
 * type gets an empty page (the guard normally sends such users to choose a type first).
 */
export function OwnProfileScreen({ userType, editing }: { userType: AccountType | null; editing: boolean }) {
  if (!userType) {
    return <h1 className="sr-only">{editing ? "Edit profile" : "Profile"}</h1>;
  }
  const screen = editing ? edit[userType] : own[userType];
  return (
    <PageContainer title={screen.title} description={"description" in screen ? screen.description : undefined}>
      <div data-testid={`profile-${userType.toLowerCase()}`}>
        <ComingLater feature={screen.feature} />
      </div>
    </PageContainer>
  );
}
