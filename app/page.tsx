import Link from "next/link";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { buttonClasses } from "@/components/ui/button-classes";

// Static on purpose: no session or database read, so the landing page is served from the build output.

const recruiterSteps = [
  {
    title: "Talk to the AI interviewer",
    text: "Answer a few questions about the role — team, must-have skills, location, salary — in a chat.",
  },
  {
    title: "Review the draft",
    text: "Get a complete job description and a set of interview questions you can edit before publishing.",
  },
  {
    title: "Publish and hire",
    text: "Open, pause or close posts, and review every applicant with their resume and personal message.",
  },
];

const candidateSteps = [
  { title: "Build your profile", text: "Add your resume, experience and certificates once." },
  { title: "Find open roles", text: "Browse jobs, companies and recruiters with filters that matter." },
  {
    title: "Apply and follow up",
    text: "Send a personal message with each application and see whether it is pending, reviewed, accepted or rejected.",
  },
];

const features = [
  { title: "AI job-post interviewer", text: "Turns a short conversation into a polished job post and interview questions." },
  { title: "Jobs by status", text: "Open, Drafted, Paused and Closed tabs keep every post where you expect it." },
  { title: "Chat built in", text: "Private conversations between candidates and recruiters, plus a global chat." },
];

function Steps({ id, title, steps }: { id: string; title: string; steps: { title: string; text: string }[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h3>
      <ol className="mt-6 space-y-5">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-medium text-slate-900">{step.title}</p>
              <p className="mt-1 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function LandingPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:py-28">
          <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">Hiring, without the blank page</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Write job posts by answering questions, then hire the right person.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">
            Our AI interviewer asks what the role really needs and drafts the job description and interview questions
            for you. Candidates browse open jobs, apply with a personal message and follow every application.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link href="/jobs" className={buttonClasses("primary", "lg")}>
              Browse jobs
            </Link>
            <Link href="/register" className={buttonClasses("outline", "lg")}>
              Post a job
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-title" className="sr-only">
          Features
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <p className="font-semibold text-slate-900">{f.title}</p>
              <p className="mt-2 text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2 id="how-title" className="text-3xl font-bold tracking-tight text-slate-900">
          How it works
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">Two sides, one place: recruiters post and review, candidates apply and follow up.</p>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <Steps id="for-recruiters" title="For companies and recruitment agencies" steps={recruiterSteps} />
          <Steps id="for-candidates" title="For candidates" steps={candidateSteps} />
        </div>
        <div className="mt-10 flex flex-wrap items-center gap-4 rounded-2xl bg-slate-900 px-6 py-8 sm:px-10">
          <p className="flex-1 text-lg font-medium text-white">Ready to post your first job?</p>
          <Link
            href="/register"
            className="inline-flex h-11 items-center rounded-md bg-white px-5 font-medium text-slate-900 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Create an account
          </Link>
        </div>
      </section>

      <div id="newsletter" data-newsletter="landing" className="mx-auto max-w-6xl scroll-mt-4 px-4 pb-20 sm:px-6">
        <NewsletterForm variant="landing" />
      </div>
    </>
  );
}
