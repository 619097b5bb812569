/**
 * Demo conversations: job-post assistant chats of the demo recruiters, the
 * global chat and one private conversation.
 */
export type SeedAssistantMessage = {
  role: "user" | "assistant";
  messageType: "message" | "jobDescription" | "interviewQuestions" | "answers";
  content: string;
  category?: string;
};

export type SeedAssistantChat = {
  ownerEmail: string;
  chatName: string;
  name: string;
  /** Role key of the owner's job this chat produced, if any. */
  jobRole?: string;
  enhancedData: Record<string, unknown>;
  questions: { question: string }[];
  isFinalJD: boolean;
  isInterviewQuestionsReady: boolean;
  messages: SeedAssistantMessage[];
  daysAgo: number;
};

const q = (content: string): SeedAssistantMessage => ({ role: "assistant", messageType: "message", content });
const a = (content: string, category = "answered"): SeedAssistantMessage => ({ role: "user", messageType: "message", content, category });

const FRONTEND_QUESTIONS = [
  { question: "Tell us about a design system you helped build. What would you do differently today?" },
  { question: "How do you make sure a new screen is accessible before it ships?" },
  { question: "Walk us through how you would find the cause of a slow page load." },
  { question: "Describe a code review where you disagreed with a colleague. How did it end?" },
];

export const ASSISTANT_CHATS: SeedAssistantChat[] = [
  {
    ownerEmail: "company@demo.test",
    chatName: "Senior frontend hire",
    name: "Senior Frontend Engineer (React)",
    jobRole: "senior-frontend",
    enhancedData: {
      jobTitle: "Senior Frontend Engineer (React)",
      experienceLevel: "Senior",
      employmentType: "Full-time",
      jobType: "Hybrid",
      location: "Berlin, Germany",
      salaryRange: "€70,000 – €90,000 a year",
      requiredSkills: ["React", "TypeScript", "Next.js", "CSS", "Accessibility"],
    },
    questions: FRONTEND_QUESTIONS,
    isFinalJD: true,
    isInterviewQuestionsReady: true,
    daysAgo: 12,
    messages: [
      q("Which role are you hiring for?"),
      a("A senior frontend engineer for our booking web app."),
      q("Which skills must the person bring from day one?"),
      a("React and TypeScript for sure, Next.js, and real experience with accessibility."),
      q("Where will they work, and is the role remote, hybrid or on-site?"),
      a("Berlin, hybrid — two days a week in the office."),
      q("What salary range can you offer?"),
      a("€70,000 to €90,000 a year."),
      { role: "assistant", messageType: "message", content: "The job description is ready, You can proceed with description generation" },
      {
        role: "assistant",
        messageType: "jobDescription",
        content:
          "## About the role\n\nNorthwind Labs is hiring a **Senior Frontend Engineer (React)** in Berlin (hybrid).\n\n## Responsibilities\n\n- Build features end to end\n- Keep the design system fast and accessible\n\n## Requirements\n\n- 5+ years with React and TypeScript\n- Experience with Next.js",
      },
      { role: "assistant", messageType: "interviewQuestions", content: FRONTEND_QUESTIONS.map((x, i) => `${i + 1}. ${x.question}`).join("\n") },
    ],
  },
  {
    ownerEmail: "company@demo.test",
    chatName: "Data team – analyst",
    name: "Data Analyst",
    enhancedData: { jobTitle: "Data Analyst", location: "Berlin, Germany", requiredSkills: ["SQL", "Python"] },
    questions: [],
    isFinalJD: false,
    isInterviewQuestionsReady: false,
    daysAgo: 3,
    messages: [
      q("Which role are you hiring for?"),
      a("A data analyst to help product teams with metrics."),
      q("Which skills are essential?"),
      a("SQL and Python. Looker would be a plus."),
      q("What level of experience are you looking for?"),
      a("Not sure yet, maybe we can skip this for now.", "skip"),
      q("Is the position full-time, part-time, a contract or an internship?"),
    ],
  },
  {
    ownerEmail: "company@demo.test",
    chatName: "New chat",
    name: "",
    enhancedData: {},
    questions: [],
    isFinalJD: false,
    isInterviewQuestionsReady: false,
    daysAgo: 1,
    messages: [q("Which role are you hiring for?")],
  },
  {
    ownerEmail: "agency@demo.test",
    chatName: "Harbour Pay – data scientist",
    name: "Data Scientist – Risk",
    jobRole: "data-scientist",
    enhancedData: {
      jobTitle: "Data Scientist – Risk",
      companyName: "Harbour Pay",
      experienceLevel: "Senior",
      location: "London, United Kingdom",
      requiredSkills: ["Python", "scikit-learn", "SQL", "Statistics"],
    },
    questions: [],
    isFinalJD: true,
    isInterviewQuestionsReady: false,
    daysAgo: 9,
    messages: [
      q("Which role are you hiring for, and for which client?"),
      a("A senior data scientist for Harbour Pay, working on fraud and credit risk."),
      q("Which skills must the person bring?"),
      a("Python, scikit-learn, strong statistics and SQL."),
      q("Where is the role based?"),
      a("London, hybrid."),
      { role: "assistant", messageType: "message", content: "The job description is ready, You can proceed with description generation" },
      {
        role: "assistant",
        messageType: "jobDescription",
        content: "## About the role\n\nHarbour Pay is hiring a **Data Scientist – Risk** in London.\n\n## Requirements\n\n- 4+ years in data science\n- Python, scikit-learn and SQL",
      },
    ],
  },
  {
    ownerEmail: "agency@demo.test",
    chatName: "Platform engineer search",
    name: "DevOps Engineer",
    enhancedData: { jobTitle: "DevOps Engineer", jobType: "Remote" },
    questions: [],
    isFinalJD: false,
    isInterviewQuestionsReady: false,
    daysAgo: 2,
    messages: [
      q("Which role are you hiring for, and for which client?"),
      a("A DevOps engineer for Fieldnote, fully remote in the UK."),
      q("Which tools does the team use today?"),
      a("What's the weather like in London?", "off_topic"),
      q("Let's stay with the role: which tools does the team use today?"),
    ],
  },
];

/** Global chat: [sender e-mail, text, minutes ago]. */
export const GLOBAL_MESSAGES: [string, string, number][] = [
  ["agency@demo.test", "Good morning everyone! We have six new engineering roles open this week.", 60 * 26],
  ["candidate@demo.test", "Morning! Is anyone hiring frontend engineers in Berlin?", 60 * 25],
  ["company@demo.test", "We are — have a look at the Senior Frontend Engineer post from Northwind Labs.", 60 * 24],
  ["jonas.weber@candidates.demo.test", "Any Go roles that allow remote work from Germany?", 60 * 8],
  ["team@nordic-tech-talent.demo.test", "Yes: our Backend Engineer (Go) role for Fjord Mobility is remote within the EU.", 60 * 7],
  ["priya.raman@candidates.demo.test", "Tip for everyone applying: a short personal message really helps.", 90],
  ["talent@bluefin-health.demo.test", "Bluefin Health is hiring a Senior Backend Engineer (Python). Questions welcome here!", 30],
];

/** The private conversation between the demo candidate and the demo company: [sender, text, minutes ago]. */
export const PRIVATE_CONVERSATION = {
  between: ["candidate@demo.test", "company@demo.test"] as const,
  messages: [
    ["company@demo.test", "Hi Alex, thanks for applying to the Senior Frontend Engineer role!", 60 * 48],
    ["candidate@demo.test", "Thank you! I'm very interested. Is the role open to four-day weeks?", 60 * 47],
    ["company@demo.test", "It is — several people on the team work four days. Would Thursday at 10:00 work for a first call?", 60 * 30],
    ["candidate@demo.test", "Thursday at 10:00 is perfect. Talk soon!", 60 * 29],
    ["company@demo.test", "Great, I've sent you the invite.", 60 * 28],
    // The company's one unread message: the demo shows the count, in a conversation that reads true.
    ["candidate@demo.test", "Got it, thanks! One question before Thursday: is the team on React 19 already?", 60 * 2],
  ] as [string, string, number][],
};
